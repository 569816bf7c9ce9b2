// Entering Meter Reading: a route's consumers in reading sequence; the clerk types the present
// reading (and a remark when needed) and presses Enter to save and move down, without the mouse.
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { computeBillEndpoint } from '@ilaw/contracts/billing/bills/compute-bill';
import { METER_RESTART_REMARKS } from '@ilaw/contracts/billing/enums';
import { enterReadingEndpoint } from '@ilaw/contracts/billing/readings/enter-reading';
import { withdrawReadingEndpoint } from '@ilaw/contracts/billing/readings/withdraw-reading';
import { routeSheetEndpoint } from '@ilaw/contracts/billing/readings/get-route-sheet';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Calculate from '@mui/icons-material/Calculate';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { PhotoCapture } from '#web/shared/field/PhotoCapture.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { BillMonthField } from '../bill-months/BillMonthField.tsx';
import { BILL_READS } from '../shared/billing-reads.ts';
import { REMARK_OPTIONS, branchLabel } from '../shared/billing-screen-kit.ts';
import { readingKwh } from './reading-kwh.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { usePhonePosition } from '#web/shared/offline/use-phone-position.ts';
import { FieldSyncPanel } from './FieldSyncPanel.tsx';
import { useFieldReadings, type QueuedReading } from './field-readings.ts';

type SheetRow = ResponseOf<typeof routeSheetEndpoint>[number];

interface Draft {
  present: string;
  remark: string;
  oldFinal: string;
  newInitial: string;
  demand: string;
  error?: string;
  saving?: boolean;
  /** Kept on the phone (no signal), waiting to be synced. */
  queued?: boolean;
  /** The meter's photo taken on the phone's card; it goes with the reading through the field sync. */
  photo?: File | undefined;
}

function draftOf(row: SheetRow): Draft {
  return {
    present: row.presentReading ?? '',
    remark: row.remark === null ? '' : String(row.remark),
    oldFinal: row.oldMeterFinal ?? '',
    newInitial: row.newMeterInitial ?? '',
    demand: row.demandKw ?? '',
  };
}

/** A reading kept on the phone shows as the reader left it. */
function queuedDraft(q: QueuedReading): Draft {
  const r = q.payload;
  return {
    present: r.presentReading,
    remark: r.remark === null ? '' : String(r.remark),
    oldFinal: r.oldMeterFinal ?? '',
    newInitial: r.newMeterInitial ?? '',
    demand: r.demandKw ?? '',
    queued: true,
  };
}

function isRestart(remark: string): boolean {
  return remark !== '' && METER_RESTART_REMARKS.includes(Number(remark));
}

/** True when the draft says what is already saved (Enter then just moves on). */
function unchanged(row: SheetRow, d: Draft): boolean {
  const saved = draftOf(row);
  return (
    d.present.trim() === saved.present &&
    d.remark === saved.remark &&
    d.demand.trim() === saved.demand &&
    (!isRestart(d.remark) || (d.oldFinal.trim() === saved.oldFinal && d.newInitial.trim() === saved.newInitial))
  );
}

export default function EnteringMeterReadingPage() {
  return (
    <ScreenAccess reads={routeSheetEndpoint}>
      <EnteringMeterReadingScreen />
    </ScreenAccess>
  );
}

function EnteringMeterReadingScreen() {
  const queryClient = useQueryClient();
  const url = useUrlState();
  const billMonthId = url.num('billMonthId');
  const routeId = url.num('routeId');
  // Demand (kW) is read only for consumers billed on kW; the column shows on request.
  // Local first: the URL follows (router navigations settle a moment later).
  const [demandOn, setDemandOn] = useState(url.get('demand') === '1');
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const monthClosed = months.data?.find((m) => m.id === billMonthId)?.status === 'Closed';
  const [drafts, setDrafts] = useState<Record<string, Draft>>({});
  const presentInputs = useRef(new Map<number, HTMLInputElement>());
  const canCompute = useCan()(computeBillEndpoint);
  // A saved reading whose field was emptied: withdrawn only after the user says so.
  const [withdrawing, setWithdrawing] = useState<{ row: SheetRow; index: number } | null>(null);

  const routes = useQuery(endpointQuery(listRoutesEndpoint));
  // A meter reader's own routes come first and the screen opens on the first of them (decision 047).
  const mine = useQuery(endpointQuery(listRoutesEndpoint, { query: { mine: 'true' } }));
  const mineIds = new Set((mine.data ?? []).filter((r) => r.isActive).map((r) => r.id));
  const activeRoutes = (routes.data ?? [])
    .filter((r) => r.isActive || r.id === routeId)
    .sort((a, b) => Number(mineIds.has(b.id)) - Number(mineIds.has(a.id)));
  const firstOwn = (mine.data ?? []).find((r) => r.isActive)?.id;
  useEffect(() => {
    if (routeId === undefined && firstOwn !== undefined) url.set({ routeId: firstOwn });
  }, [routeId, firstOwn, url]);
  const sheetQuery = endpointQuery(routeSheetEndpoint, {
    query: { billMonthId: billMonthId ?? 0, routeId: routeId ?? 0 },
  });
  const sheet = useQuery({ ...sheetQuery, enabled: billMonthId !== undefined && routeId !== undefined });
  const rows = sheet.data ?? [];
  const read = rows.filter((r) => r.presentReading !== null).length;
  const showDemand = demandOn || rows.some((r) => r.demandKw !== null);

  const user = useCurrentUser();
  const field = useFieldReadings(user.data?.id, () => void sheet.refetch());
  const draft = (row: SheetRow): Draft => {
    const queued = field.queuedFor(billMonthId, row.accountNo);
    return drafts[row.accountNo] ?? (queued ? queuedDraft(queued) : draftOf(row));
  };
  const setDraft = (row: SheetRow, patch: Partial<Draft>) =>
    setDrafts((all) => ({ ...all, [row.accountNo]: { ...(all[row.accountNo] ?? draftOf(row)), ...patch } }));

  // At phone width one consumer card shows at a time (issue 11, item 13): moving to a row is
  // showing its card, whose reading field takes the focus when it mounts.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [cardIndex, setCardIndex] = useState(0);
  // In the field (phone width) each reading kept on the phone carries where it was taken.
  const position = usePhonePosition(phone);
  const focusRow = (index: number) => {
    if (phone) {
      if (index >= 0 && index < rows.length) setCardIndex(index);
      const input = presentInputs.current.get(index);
      if (input) input.focus();
      return;
    }
    const input = presentInputs.current.get(index);
    if (input) {
      input.focus();
      input.select();
    }
  };

  // On a newly chosen route the cursor starts on the first unread meter.
  const focusedSheet = useRef('');
  useEffect(() => {
    const key = `${billMonthId}:${routeId}`;
    if (!sheet.isSuccess || focusedSheet.current === key) return;
    focusedSheet.current = key;
    const first = rows.findIndex((r) => r.presentReading === null && !r.billed);
    focusRow(first < 0 ? 0 : first);
  });

  // A saved reading answers with its row: it replaces the cached row, no refetch of the sheet.
  const replaceRow = (saved: SheetRow) => {
    queryClient.setQueryData<SheetRow[]>(sheetQuery.queryKey, (old) =>
      old?.map((r) => (r.accountNo === saved.accountNo ? saved : r)),
    );
    setDrafts((all) => {
      const next = { ...all };
      delete next[saved.accountNo];
      return next;
    });
  };

  const save = async (row: SheetRow, index: number) => {
    if (billMonthId === undefined || row.billed || monthClosed) return focusRow(index + 1);
    const d = draft(row);
    if (d.saving) return;
    if (d.present.trim() === '' && row.presentReading !== null) {
      setWithdrawing({ row, index });
      return;
    }
    // An empty or unchanged row is skipped: unread meters stay for later.
    if (d.present.trim() === '' || unchanged(row, d)) {
      if (index + 1 >= rows.length) notify.info('End of the route.');
      return focusRow(index + 1);
    }
    setDraft(row, { saving: true, error: undefined });
    const restart = isRestart(d.remark);
    const reading = {
      billMonthId,
      accountNo: row.accountNo,
      presentReading: d.present.trim(),
      remark: d.remark === '' ? null : Number(d.remark),
      newMeterInitial: restart ? d.newInitial.trim() || null : null,
      oldMeterFinal: restart ? d.oldFinal.trim() || null : null,
      demandKw: d.demand.trim() || null,
    };
    // No signal: the reading waits on the phone with the reading the phone saw (decision 113),
    // and the meter's photo when one was taken (decision 114).
    const keepOnPhone = async () => {
      await field.keep(
        {
          ...reading,
          basisReading: row.presentReading,
          readAt: new Date().toISOString(),
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
        },
        d.photo ? [d.photo] : [],
      );
      setDrafts((all) => {
        const next = { ...all };
        delete next[row.accountNo];
        return next;
      });
      if (index + 1 >= rows.length) notify.info('Reading kept on this phone. End of the route.');
      focusRow(index + 1);
    };
    if (!navigator.onLine) return keepOnPhone();
    // A reading with a photo goes through the field sync even with signal: it carries the photo,
    // posts once by its key, and waits on the phone if the signal drops halfway.
    if (d.photo) {
      await keepOnPhone();
      void field.sync();
      return;
    }
    try {
      const saved = await callEndpoint(enterReadingEndpoint, {
        body: reading,
        // The reason shows on the row itself; a lost signal keeps the reading on the phone.
        quietStatuses: [0, 400, 409],
      });
      replaceRow(saved);
      if (index + 1 >= rows.length) notify.success('Reading saved. End of the route.');
      focusRow(index + 1);
    } catch (error) {
      if (error instanceof ApiError && error.status === 0) return keepOnPhone();
      const message =
        error instanceof ApiError
          ? (Object.values(error.fieldErrors())[0] ?? error.message)
          : 'The reading was not saved.';
      setDraft(row, { saving: false, error: message });
      focusRow(index);
    }
  };

  const onKeyDown = (row: SheetRow, index: number) => (e: KeyboardEvent) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      void save(row, index);
    } else if (e.key === 'ArrowDown' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      focusRow(index + 1);
    } else if (e.key === 'ArrowUp' && (e.target as HTMLElement).tagName === 'INPUT') {
      e.preventDefault();
      focusRow(index - 1);
    }
  };

  const compute = useEndpointMutation(computeBillEndpoint, { invalidates: BILL_READS });
  const computeBill = async (row: SheetRow) => {
    if (billMonthId === undefined) return;
    const answer = await compute.mutateAsync({
      body: { billMonthId, accountNo: row.accountNo, testMode: false },
    });
    if (answer.bill !== null) {
      notify.success(`Bill ${answer.bill.billNo} posted: ${formatPeso(answer.bill.totalAmount)}.`);
    } else {
      const reason = answer.result.failed[0]?.reason ?? 'No bill was posted.';
      notify.warning(reason);
    }
  };

  return (
    <Box>
      <PageHeader
        title="Entering Meter Reading"
        subtitle="Type the present reading and press Enter to save and go to the next consumer. Arrow keys move between rows."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <BillMonthField
          value={billMonthId}
          onChange={(id) => {
            url.set({ billMonthId: id });
            setDrafts({});
          }}
        />
        <TextField
          select
          fullWidth={false}
          size="small"
          name="routeId"
          label="Route"
          value={routeId === undefined ? '' : String(routeId)}
          onChange={(e) => {
            url.set({ routeId: Number(e.target.value) });
            setDrafts({});
          }}
          helperText={
            routes.isLoading
              ? 'Loading routes…'
              : activeRoutes.length === 0
                ? 'No route is assigned to you yet; the administrator assigns routes on Meter Readers.'
                : mineIds.size > 0
                  ? 'Your routes are listed first.'
                  : ' '
          }
          sx={{ minWidth: 260 }}
        >
          {activeRoutes.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.code} · {r.name} ({branchLabel(r.branchCode)}){mineIds.has(r.id) ? ' · yours' : ''}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Checkbox
              checked={showDemand}
              // Once a row of the route carries a demand the column stays.
              disabled={rows.some((r) => r.demandKw !== null)}
              onChange={(e) => {
                setDemandOn(e.target.checked);
                url.set({ demand: e.target.checked ? '1' : null });
              }}
              name="showDemand"
            />
          }
          label="Demand (kW)"
        />
        {rows.length > 0 && (
          <Box sx={{ flexGrow: 1, minWidth: 200 }} aria-live="polite">
            <Typography variant="body2" data-testid="reading-progress">
              {formatNumber(read, 0)} of {formatNumber(rows.length, 0)} read
            </Typography>
            <LinearProgress variant="determinate" value={(read / rows.length) * 100} />
          </Box>
        )}
      </Paper>
      <FieldSyncPanel field={field} />
      {monthClosed && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This bill month is closed: it takes no more readings.
        </Alert>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{sheet.isFetching && <LinearProgress aria-label="Loading rows" />}</Box>
        {routeId === undefined ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            Choose a bill month and a route.
          </Typography>
        ) : sheet.isSuccess && rows.length === 0 ? (
          <Typography sx={{ p: 3 }} color="text.secondary">
            This route has no active consumers.
          </Typography>
        ) : phone && rows.length > 0 ? (
          (() => {
            const index = Math.min(cardIndex, rows.length - 1);
            const row = rows[index]!;
            const d = draft(row);
            const kwh = readingKwh(row);
            const locked = row.billed || monthClosed;
            return (
              <ReadingCard
                key={row.accountNo}
                row={row}
                index={index}
                total={rows.length}
                draft={d}
                kwh={kwh}
                locked={locked}
                showDemand={showDemand}
                onChange={(patch) => setDraft(row, { ...patch, error: undefined })}
                onKeyDown={onKeyDown(row, index)}
                inputRef={(el) => {
                  if (el) presentInputs.current.set(index, el);
                  else presentInputs.current.delete(index);
                }}
                onSave={() => void save(row, index)}
                onMove={(to) => setCardIndex(Math.max(0, Math.min(rows.length - 1, to)))}
              />
            );
          })()
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Route reading sheet">
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Seq</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Account</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Name</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Meter</TableCell>
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    Previous
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700, width: 160 }}>Present</TableCell>
                  <TableCell sx={{ fontWeight: 700, width: 170 }}>Remark</TableCell>
                  {showDemand && <TableCell sx={{ fontWeight: 700, width: 120 }}>Demand kW</TableCell>}
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    kWh
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }} />
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((row, index) => {
                  const d = draft(row);
                  const restart = isRestart(d.remark);
                  const kwh = readingKwh(row);
                  const locked = row.billed || monthClosed;
                  return (
                    <TableRow
                      key={row.accountNo}
                      data-account={row.accountNo}
                      data-saved={row.presentReading !== null ? 'true' : 'false'}
                      data-demand={row.demandKw === null ? '' : String(Number(row.demandKw))}
                      selected={d.error !== undefined}
                    >
                      <TableCell>{row.sequence ?? ''}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.accountNo}</TableCell>
                      <TableCell>{row.name}</TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {row.meterSerial ?? ''}
                        {row.multiplier !== '1' && Number(row.multiplier) !== 1 && (
                          <Typography component="span" variant="caption" color="text.secondary">
                            {' '}
                            ×{formatNumber(row.multiplier, 0)}
                          </Typography>
                        )}
                      </TableCell>
                      <TableCell align="right" data-field="previous">
                        {formatNumber(row.previousReading)}
                      </TableCell>
                      <TableCell>
                        <TextField
                          size="small"
                          value={d.present}
                          disabled={locked}
                          onChange={(e) => setDraft(row, { present: e.target.value, error: undefined })}
                          onKeyDown={onKeyDown(row, index)}
                          onFocus={(e) => e.target.select()}
                          inputRef={(el: HTMLInputElement | null) => {
                            if (el) presentInputs.current.set(index, el);
                            else presentInputs.current.delete(index);
                          }}
                          error={d.error !== undefined}
                          helperText={d.error}
                          slotProps={{
                            htmlInput: {
                              inputMode: 'decimal',
                              'aria-label': `Present reading of ${row.accountNo}`,
                              name: `present-${row.accountNo}`,
                              style: { textAlign: 'right' },
                            },
                          }}
                        />
                        {restart && (
                          <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
                            <TextField
                              size="small"
                              label="Old final"
                              value={d.oldFinal}
                              disabled={locked}
                              onChange={(e) => setDraft(row, { oldFinal: e.target.value, error: undefined })}
                              onKeyDown={onKeyDown(row, index)}
                              placeholder={row.previousReading}
                              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Old meter final' } }}
                            />
                            <TextField
                              size="small"
                              label="New initial"
                              value={d.newInitial}
                              disabled={locked}
                              onChange={(e) => setDraft(row, { newInitial: e.target.value, error: undefined })}
                              onKeyDown={onKeyDown(row, index)}
                              placeholder="0"
                              slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'New meter initial' } }}
                            />
                          </Box>
                        )}
                      </TableCell>
                      <TableCell>
                        <TextField
                          select
                          size="small"
                          fullWidth
                          value={d.remark}
                          disabled={locked}
                          onChange={(e) => setDraft(row, { remark: e.target.value, error: undefined })}
                          onKeyDown={onKeyDown(row, index)}
                          slotProps={{
                            select: { native: true },
                            htmlInput: { 'aria-label': `Remark of ${row.accountNo}`, name: `remark-${row.accountNo}` },
                          }}
                        >
                          <option value="">(none)</option>
                          {REMARK_OPTIONS.map((r) => (
                            <option key={r.value} value={String(r.value)}>
                              {r.label}
                            </option>
                          ))}
                        </TextField>
                      </TableCell>
                      {showDemand && (
                        <TableCell>
                          <TextField
                            size="small"
                            value={d.demand}
                            disabled={locked}
                            onChange={(e) => setDraft(row, { demand: e.target.value, error: undefined })}
                            onKeyDown={onKeyDown(row, index)}
                            slotProps={{
                              htmlInput: {
                                inputMode: 'decimal',
                                'aria-label': `Demand kW of ${row.accountNo}`,
                                style: { textAlign: 'right' },
                              },
                            }}
                          />
                        </TableCell>
                      )}
                      <TableCell align="right" data-field="kwh">
                        {kwh === null ? '' : formatNumber(kwh)}
                      </TableCell>
                      <TableCell sx={{ whiteSpace: 'nowrap' }}>
                        {d.saving && <Chip size="small" label="Saving…" />}
                        {d.queued && <Chip size="small" color="warning" label="Waiting to sync" />}
                        {row.billed && <Chip size="small" color="success" label="Billed" />}
                        {canCompute && !row.billed && row.presentReading !== null && !monthClosed && (
                          <Tooltip title="Compute and post this consumer's bill">
                            <IconButton
                              size="small"
                              tabIndex={-1}
                              aria-label={`Compute bill of ${row.accountNo}`}
                              onClick={() => void computeBill(row).catch(() => undefined)}
                            >
                              <Calculate fontSize="small" />
                            </IconButton>
                          </Tooltip>
                        )}
                      </TableCell>
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </Paper>
      <ConfirmDialog
        open={withdrawing !== null}
        title="Withdraw the reading?"
        message={
          withdrawing === null
            ? ''
            : `The reading ${formatNumber(withdrawing.row.presentReading ?? '0')} of ${withdrawing.row.accountNo} (${withdrawing.row.name}) is withdrawn: the meter counts as unread for this month. The withdrawal is recorded in the audit trail.`
        }
        confirmLabel="Withdraw reading"
        danger
        onClose={() => {
          if (withdrawing !== null) {
            // The field shows the row as saved: the reading again after Cancel, empty once withdrawn.
            const { row, index } = withdrawing;
            setDrafts((all) => {
              const next = { ...all };
              delete next[row.accountNo];
              return next;
            });
            focusRow(index);
          }
          setWithdrawing(null);
        }}
        onConfirm={async () => {
          if (withdrawing === null || billMonthId === undefined) return;
          const saved = await callEndpoint(withdrawReadingEndpoint, {
            body: { billMonthId, accountNo: withdrawing.row.accountNo },
          });
          replaceRow(saved);
          notify.success(`Reading of ${saved.accountNo} withdrawn.`);
        }}
      />
    </Box>
  );
}

/**
 * One consumer at phone width: account and name stay at the top, the previous reading beside a
 * large field that shows the whole reading, the remark select across the card, and previous /
 * next. Enter (or "Save and next") saves and shows the next consumer.
 */
function ReadingCard(props: {
  row: SheetRow;
  index: number;
  total: number;
  draft: Draft;
  kwh: string | null;
  locked: boolean;
  showDemand: boolean;
  onChange: (patch: Partial<Draft>) => void;
  onKeyDown: (e: KeyboardEvent) => void;
  inputRef: (el: HTMLInputElement | null) => void;
  onSave: () => void;
  onMove: (index: number) => void;
}) {
  const { row, index, total, draft: d, locked } = props;
  const restart = isRestart(d.remark);
  return (
    <Box
      sx={{ p: 2 }}
      role="group"
      aria-label="Consumer card"
      data-account={row.accountNo}
      data-saved={row.presentReading !== null ? 'true' : 'false'}
    >
      <Box
        sx={{ position: 'sticky', top: 0, zIndex: 1, bgcolor: 'background.paper', pb: 1 }}
        data-testid="card-consumer"
      >
        <Typography variant="caption" color="text.secondary">
          {index + 1} of {total} · Seq {row.sequence ?? '-'}
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '1.1rem' }}>{row.accountNo}</Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{row.name}</Typography>
        <Typography variant="body2" color="text.secondary">
          Meter {row.meterSerial ?? '-'}
          {Number(row.multiplier) !== 1 && ` ×${formatNumber(row.multiplier, 0)}`} · Previous{' '}
          <span data-field="previous">{formatNumber(row.previousReading)}</span>
        </Typography>
      </Box>
      <TextField
        fullWidth
        autoFocus
        label="Present reading"
        value={d.present}
        disabled={locked}
        onChange={(e) => props.onChange({ present: e.target.value })}
        onKeyDown={props.onKeyDown}
        inputRef={props.inputRef}
        error={d.error !== undefined}
        helperText={d.error ?? (props.kwh === null ? ' ' : `${formatNumber(props.kwh)} kWh`)}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            'aria-label': `Present reading of ${row.accountNo}`,
            name: `present-${row.accountNo}`,
            style: { fontSize: '2rem', textAlign: 'right', padding: '12px' },
          },
        }}
        sx={{ mt: 1 }}
      />
      {restart && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
          <TextField
            label="Old final"
            value={d.oldFinal}
            disabled={locked}
            onChange={(e) => props.onChange({ oldFinal: e.target.value })}
            onKeyDown={props.onKeyDown}
            placeholder={row.previousReading}
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'Old meter final' } }}
          />
          <TextField
            label="New initial"
            value={d.newInitial}
            disabled={locked}
            onChange={(e) => props.onChange({ newInitial: e.target.value })}
            onKeyDown={props.onKeyDown}
            placeholder="0"
            slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': 'New meter initial' } }}
          />
        </Box>
      )}
      <TextField
        select
        fullWidth
        label="Remark"
        value={d.remark}
        disabled={locked}
        onChange={(e) => props.onChange({ remark: e.target.value })}
        slotProps={{
          select: { native: true },
          inputLabel: { shrink: true },
          htmlInput: { 'aria-label': `Remark of ${row.accountNo}`, name: `remark-${row.accountNo}` },
        }}
        sx={{ mt: 2 }}
      >
        <option value="">(none)</option>
        {REMARK_OPTIONS.map((r) => (
          <option key={r.value} value={String(r.value)}>
            {r.label}
          </option>
        ))}
      </TextField>
      {!locked && (
        <Box sx={{ mt: 2 }}>
          <PhotoCapture
            files={d.photo ? [d.photo] : []}
            onChange={(files) => props.onChange({ photo: files[0] })}
            label="Photo of the meter"
          />
        </Box>
      )}
      {props.showDemand && (
        <TextField
          fullWidth
          label="Demand kW"
          value={d.demand}
          disabled={locked}
          onChange={(e) => props.onChange({ demand: e.target.value })}
          onKeyDown={props.onKeyDown}
          slotProps={{ htmlInput: { inputMode: 'decimal', 'aria-label': `Demand kW of ${row.accountNo}` } }}
          sx={{ mt: 2 }}
        />
      )}
      {row.billed && <Chip size="small" color="success" label="Billed" sx={{ mt: 1 }} />}
      {d.queued && <Chip size="small" color="warning" label="Waiting to sync" sx={{ mt: 1 }} />}
      <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
        <Button variant="outlined" disabled={index === 0} onClick={() => props.onMove(index - 1)} sx={{ flex: 1 }}>
          Previous
        </Button>
        <Button variant="contained" disabled={locked || d.saving === true} onClick={props.onSave} sx={{ flex: 2 }}>
          {d.saving ? 'Saving…' : 'Save and next'}
        </Button>
        <Button
          variant="outlined"
          disabled={index + 1 >= total}
          onClick={() => props.onMove(index + 1)}
          sx={{ flex: 1 }}
        >
          Next
        </Button>
      </Box>
    </Box>
  );
}
