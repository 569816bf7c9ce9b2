// Bill Month (BillingReport): bill months with reading and due dates, discount configuration and
// closing; under the list, the chosen month's rates per consumer class (one tab per class), entered
// on screen or imported from the .xlsx template (docs/decisions/042).
import {
  type BillMonth,
  type RateHeader,
  billMonthFields,
  closeBillMonthEndpoint,
  createBillMonthEndpoint,
  importRatesEndpoint,
  listBillMonthsEndpoint,
  listRateHeadersEndpoint,
  ratesTemplateEndpoint,
  saveRatesEndpoint,
  updateBillMonthEndpoint,
} from '@ilaw/contracts/billing/bill-months-rates';
import { CONSUMER_CLASS_CODES, type ConsumerClassCode, RATE_UNITS } from '@ilaw/contracts/billing/enums';
import { formatDate, formatDateTime, formatNumber, todayInManila } from '@ilaw/contracts/format';
import type { BodyOf } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Download from '@mui/icons-material/Download';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/Lock';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { type Column, SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { GeneralError } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit, useErrorMap } from '#web/shared/crud/use-dialog-submit.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { billMonthLabel, defaultBillMonth } from '../components/BillMonthField.tsx';
import { CLASS_OPTIONS, bodySchemaOf, useHasRole, useUrlNumber, useUrlParam } from './billing-screen-kit.ts';

type Tier = { minKwh: string; maxKwh: string; discountPercent: string };
interface MonthValues {
  period: string;
  readingDate: string;
  dueDate: string;
  vatPercent: string;
  seniorDiscountPercent: string;
  seniorMaxKwh: string;
  lifelineTiers: Tier[];
}

function nextPeriod(months: readonly BillMonth[]): string {
  const latest = months[0]?.period;
  if (latest === undefined) return todayInManila().slice(0, 7);
  const [y, m] = latest.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

function MonthDialog({
  month,
  months,
  onClose,
  onSaved,
}: {
  month: BillMonth | null;
  months: readonly BillMonth[];
  onClose: () => void;
  onSaved: (m: BillMonth) => void;
}) {
  const period = month?.period ?? nextPeriod(months);
  const [v, setV] = useState<MonthValues>({
    period,
    readingDate: month?.readingDate ?? `${period}-05`,
    dueDate: month?.dueDate ?? '',
    vatPercent: month?.vatPercent ?? '12',
    seniorDiscountPercent: month?.seniorDiscountPercent ?? '5',
    seniorMaxKwh: month?.seniorMaxKwh ?? '100',
    lifelineTiers: month?.lifelineTiers.map((t) => ({ ...t })) ?? [],
  });
  const set = (patch: Partial<MonthValues>) => setV((old) => ({ ...old, ...patch }));
  const setTier = (i: number, patch: Partial<Tier>) =>
    set({ lifelineTiers: v.lifelineTiers.map((t, j) => (j === i ? { ...t, ...patch } : t)) });
  const form = useErrorMap(() =>
    billMonthFields.safeParse({
      ...v,
      dueDate: v.dueDate === '' ? undefined : v.dueDate,
      // A new month with no tiers typed takes the RA 11552 defaults (docs/decisions/040).
      lifelineTiers: v.lifelineTiers.length === 0 && month === null ? undefined : v.lifelineTiers,
    }),
  );
  const { errors } = form;
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      month === null
        ? callEndpoint(createBillMonthEndpoint, { body })
        : callEndpoint(updateBillMonthEndpoint, { params: { id: month.id }, body }),
    onSaved,
  );
  const field = (name: keyof Omit<MonthValues, 'lifelineTiers'>, label: string, extra: object = {}) => (
    <TextField
      name={name}
      label={label}
      value={v[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={errors[name] !== undefined}
      helperText={errors[name] ?? ' '}
      {...extra}
    />
  );
  return (
    <FormDialog
      open
      title={month === null ? 'New bill month' : `Edit ${billMonthLabel(month.period)}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      maxWidth="md"
    >
      <GeneralError message={errors['generalErrors']} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2, mt: 1 }}>
        {field('period', 'Bill month', {
          type: 'month',
          required: true,
          autoFocus: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('readingDate', 'Reading date', {
          type: 'date',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        <TextField
          name="dueDate"
          label="Due date"
          type="date"
          value={v.dueDate}
          onChange={(e) => set({ dueDate: e.target.value })}
          error={errors['dueDate'] !== undefined}
          helperText={errors['dueDate'] ?? 'Empty: the reading date + 9 days.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {field('vatPercent', 'VAT %', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
        {field('seniorDiscountPercent', 'Senior citizen discount %', {
          slotProps: { htmlInput: { inputMode: 'decimal' } },
        })}
        {field('seniorMaxKwh', 'Senior discount up to kWh', { slotProps: { htmlInput: { inputMode: 'decimal' } } })}
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Lifeline discount tiers (RA 11552)
      </Typography>
      {v.lifelineTiers.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {month === null
            ? 'None typed: the month starts with 0-15 kWh 100%, 16-25 50%, 26-35 35%, 36-50 20%.'
            : 'No tier: no lifeline discount this month.'}
        </Typography>
      )}
      {v.lifelineTiers.map((t, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: 1 }}>
          {(['minKwh', 'maxKwh', 'discountPercent'] as const).map((k) => (
            <TextField
              key={k}
              size="small"
              label={k === 'minKwh' ? 'From kWh' : k === 'maxKwh' ? 'To kWh' : 'Discount %'}
              value={t[k]}
              onChange={(e) => setTier(i, { [k]: e.target.value })}
              error={errors[`lifelineTiers.${i}.${k}`] !== undefined}
              helperText={errors[`lifelineTiers.${i}.${k}`] ?? ' '}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
          ))}
          <IconButton
            aria-label={`Remove tier ${i + 1}`}
            onClick={() => set({ lifelineTiers: v.lifelineTiers.filter((_, j) => j !== i) })}
          >
            <Delete fontSize="small" />
          </IconButton>
        </Box>
      ))}
      <Button
        size="small"
        startIcon={<Add />}
        sx={{ mt: 1 }}
        onClick={() => {
          const last = v.lifelineTiers.at(-1);
          const from = last === undefined ? '0' : String(Math.floor(Number(last.maxKwh) || 0) + 1);
          set({ lifelineTiers: [...v.lifelineTiers, { minKwh: from, maxKwh: '', discountPercent: '' }] });
        }}
      >
        Add tier
      </Button>
    </FormDialog>
  );
}

type RatesBody = BodyOf<typeof saveRatesEndpoint>;
type ComponentRow = RatesBody['components'][number];
const ratesSchema = bodySchemaOf(saveRatesEndpoint);

function RatesDialog({
  month,
  consumerClass,
  current,
  others,
  onClose,
  onSaved,
}: {
  month: BillMonth;
  consumerClass: ConsumerClassCode;
  current: RateHeader | undefined;
  others: readonly RateHeader[];
  onClose: () => void;
  onSaved: () => void;
}) {
  const copy = (h: RateHeader | undefined): ComponentRow[] => (h?.components ?? []).map((c) => ({ ...c }));
  const [rows, setRows] = useState<ComponentRow[]>(copy(current ?? others[0]));
  const [remarks, setRemarks] = useState(current?.remarks ?? '');
  const setRow = (i: number, patch: Partial<ComponentRow>) =>
    setRows((all) => all.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  const form = useErrorMap(() =>
    ratesSchema.safeParse({
      billMonthId: month.id,
      consumerClass,
      remarks: remarks.trim() === '' ? null : remarks,
      components: rows,
    }),
  );
  const { errors } = form;
  const { busy, submit } = useDialogSubmit(form, (body) => callEndpoint(saveRatesEndpoint, { body }), onSaved);
  const err = (i: number, k: string) => errors[`components.${i}.${k}`];
  return (
    <FormDialog
      open
      title={`Rates of class ${consumerClass}, ${billMonthLabel(month.period)}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Save rates"
      maxWidth="lg"
    >
      <GeneralError message={errors['generalErrors'] ?? errors['components']} />
      {current === undefined && others.length > 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Started from class {others[0]?.consumerClass}’s components; change the rates for class {consumerClass}.
        </Alert>
      )}
      <Table size="small" aria-label="Rate components">
        <TableHead>
          <TableRow>
            <TableCell>Code</TableCell>
            <TableCell>Name</TableCell>
            <TableCell>Unit</TableCell>
            <TableCell align="right">Rate</TableCell>
            <TableCell>VAT</TableCell>
            <TableCell>Discountable</TableCell>
            <TableCell>Lifeline subsidy</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((r, i) => (
            <TableRow key={i}>
              <TableCell>
                <TextField
                  size="small"
                  value={r.code}
                  onChange={(e) => setRow(i, { code: e.target.value.toUpperCase() })}
                  error={err(i, 'code') !== undefined}
                  helperText={err(i, 'code')}
                  slotProps={{ htmlInput: { 'aria-label': `Code ${i + 1}` } }}
                  sx={{ width: 150 }}
                />
              </TableCell>
              <TableCell>
                <TextField
                  size="small"
                  value={r.name}
                  onChange={(e) => setRow(i, { name: e.target.value })}
                  error={err(i, 'name') !== undefined}
                  helperText={err(i, 'name')}
                  slotProps={{ htmlInput: { 'aria-label': `Name ${i + 1}` } }}
                  fullWidth
                />
              </TableCell>
              <TableCell>
                <TextField
                  select
                  size="small"
                  value={r.unit}
                  onChange={(e) => setRow(i, { unit: e.target.value as ComponentRow['unit'] })}
                  slotProps={{ select: { native: true }, htmlInput: { 'aria-label': `Unit ${i + 1}` } }}
                >
                  {RATE_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {u}
                    </option>
                  ))}
                </TextField>
              </TableCell>
              <TableCell align="right">
                <TextField
                  size="small"
                  value={String(r.rate)}
                  onChange={(e) => setRow(i, { rate: e.target.value })}
                  error={err(i, 'rate') !== undefined}
                  helperText={err(i, 'rate')}
                  slotProps={{
                    htmlInput: { 'aria-label': `Rate ${i + 1}`, inputMode: 'decimal', style: { textAlign: 'right' } },
                  }}
                  sx={{ width: 130 }}
                />
              </TableCell>
              {(['vatable', 'discountable', 'lifelineSubsidy'] as const).map((k) => (
                <TableCell key={k}>
                  <Checkbox
                    size="small"
                    checked={r[k] ?? false}
                    onChange={(e) => setRow(i, { [k]: e.target.checked })}
                    slotProps={{ input: { 'aria-label': `${k} ${i + 1}` } }}
                  />
                </TableCell>
              ))}
              <TableCell>
                <IconButton
                  size="small"
                  aria-label={`Remove component ${i + 1}`}
                  onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
                >
                  <Delete fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Box sx={{ display: 'flex', gap: 2, mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          size="small"
          startIcon={<Add />}
          onClick={() =>
            setRows((all) => [
              ...all,
              {
                code: '',
                name: '',
                unit: 'kWh',
                rate: '0',
                vatable: true,
                discountable: false,
                lifelineSubsidy: false,
              },
            ])
          }
        >
          Add component
        </Button>
        {others.length > 0 && (
          <TextField
            select
            size="small"
            label="Copy from class"
            value=""
            onChange={(e) => setRows(copy(others.find((o) => o.consumerClass === e.target.value)))}
            sx={{ minWidth: 180 }}
          >
            {others.map((o) => (
              <MenuItem key={o.consumerClass} value={o.consumerClass}>
                {o.consumerClass}
              </MenuItem>
            ))}
          </TextField>
        )}
        <TextField
          size="small"
          label="Remarks"
          value={remarks}
          onChange={(e) => setRemarks(e.target.value)}
          placeholder="e.g. ERC-approved rates per board resolution"
          sx={{ flexGrow: 1 }}
        />
      </Box>
    </FormDialog>
  );
}

function RatesPanel({ month, canEdit }: { month: BillMonth; canEdit: boolean }) {
  const queryClient = useQueryClient();
  const [classParam, setClassParam] = useUrlParam('class');
  const cls = CONSUMER_CLASS_CODES.find((c) => c === classParam) ?? 'R';
  const rates = useQuery(endpointQuery(listRateHeadersEndpoint, { query: { billMonthId: month.id } }));
  const headers = rates.data ?? [];
  const current = headers.find((h) => h.consumerClass === cls);
  const [editing, setEditing] = useState(false);
  const [importErrors, setImportErrors] = useState<string[]>([]);
  const [importing, setImporting] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const open = month.status === 'Open';
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['GET', listRateHeadersEndpoint.path] });

  const importFile = async (file: File) => {
    setImporting(true);
    setImportErrors([]);
    try {
      const saved = await callEndpoint(importRatesEndpoint, {
        body: { billMonthId: month.id },
        files: { file },
        quietStatuses: [400],
      });
      notify.success(`Rates imported for class ${saved.map((h) => h.consumerClass).join(', ')}.`);
      refresh();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        const rows = Object.values(error.body?.errors ?? {}).flat();
        setImportErrors(rows.length > 0 ? rows : [error.message]);
      }
    } finally {
      setImporting(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <Paper variant="outlined" sx={{ mt: 2 }} data-testid="rates-panel">
      <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h6" sx={{ flexGrow: 1 }}>
          Rates of {billMonthLabel(month.period)}
        </Typography>
        {canEdit && (
          <>
            <Button
              startIcon={<Download />}
              onClick={() => void downloadFile(ratesTemplateEndpoint).catch(() => undefined)}
            >
              Template
            </Button>
            <Button
              startIcon={<UploadFile />}
              disabled={!open}
              loading={importing}
              onClick={() => fileInput.current?.click()}
            >
              Import .xlsx
            </Button>
            <input
              ref={fileInput}
              type="file"
              hidden
              aria-label="Rates workbook"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => {
                const f = e.target.files?.[0];
                if (f) void importFile(f);
              }}
            />
            <Button variant="contained" startIcon={<Edit />} disabled={!open} onClick={() => setEditing(true)}>
              {current === undefined ? `Enter class ${cls} rates` : `Edit class ${cls} rates`}
            </Button>
          </>
        )}
      </Box>
      {importErrors.length > 0 && (
        <Alert severity="error" sx={{ mx: 2, mb: 2 }} onClose={() => setImportErrors([])}>
          Nothing was imported. Correct these rows and import again:
          <Box component="ul" sx={{ m: 0, pl: 3 }} data-testid="import-errors">
            {importErrors.map((m) => (
              <li key={m}>{m}</li>
            ))}
          </Box>
        </Alert>
      )}
      <Tabs
        value={cls}
        onChange={(_, v: string) => setClassParam(v)}
        variant="scrollable"
        sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
      >
        {CLASS_OPTIONS.map((c) => (
          <Tab
            key={c.value}
            value={c.value}
            label={`${c.value} ${c.label}${headers.some((h) => h.consumerClass === c.value) ? '' : ' (none)'}`}
          />
        ))}
      </Tabs>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
        <Box sx={{ flex: 2, minWidth: 420 }}>
          {current === undefined ? (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              {rates.isLoading
                ? 'Loading rates…'
                : `No rates for class ${cls} this month: its consumers cannot be billed.`}
            </Typography>
          ) : (
            <Table size="small" aria-label={`Rates of class ${cls}`}>
              <TableHead>
                <TableRow>
                  <TableCell sx={{ fontWeight: 700 }}>Component</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Unit</TableCell>
                  <TableCell sx={{ fontWeight: 700 }} align="right">
                    Rate
                  </TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>VAT</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Discountable</TableCell>
                  <TableCell sx={{ fontWeight: 700 }}>Lifeline subsidy</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {current.components.map((c) => (
                  <TableRow key={c.code}>
                    <TableCell>
                      {c.name}{' '}
                      <Typography component="span" variant="caption" color="text.secondary">
                        {c.code}
                      </Typography>
                    </TableCell>
                    <TableCell>{c.unit === 'percent' ? '%' : `per ${c.unit}`}</TableCell>
                    <TableCell align="right" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatNumber(c.rate, 6).replace(/0{1,4}$/, '')}
                    </TableCell>
                    <TableCell>{c.vatable ? 'Yes' : ''}</TableCell>
                    <TableCell>{c.discountable ? 'Yes' : ''}</TableCell>
                    <TableCell>{c.lifelineSubsidy ? 'Yes' : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {current !== undefined && (
            <Typography variant="caption" color="text.secondary" sx={{ display: 'block', mt: 1 }}>
              {current.remarks ? `${current.remarks} · ` : ''}Updated {formatDateTime(current.updatedAt)}
            </Typography>
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 260 }}>
          <Typography variant="subtitle2">Discounts this month</Typography>
          <Typography variant="body2" sx={{ mb: 1 }}>
            VAT {formatNumber(month.vatPercent)}% · Senior citizen {formatNumber(month.seniorDiscountPercent)}% up to{' '}
            {formatNumber(month.seniorMaxKwh)} kWh (RA 9994)
          </Typography>
          <Table size="small" aria-label="Lifeline discount tiers">
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700 }}>Lifeline kWh (RA 11552)</TableCell>
                <TableCell sx={{ fontWeight: 700 }} align="right">
                  Discount
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {month.lifelineTiers.map((t) => (
                <TableRow key={`${t.minKwh}-${t.maxKwh}`}>
                  <TableCell>
                    {formatNumber(t.minKwh)} – {formatNumber(t.maxKwh)}
                  </TableCell>
                  <TableCell align="right">{formatNumber(t.discountPercent)}%</TableCell>
                </TableRow>
              ))}
              {month.lifelineTiers.length === 0 && (
                <TableRow>
                  <TableCell colSpan={2}>No lifeline discount this month.</TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
        </Box>
      </Box>
      {editing && (
        <RatesDialog
          month={month}
          consumerClass={cls}
          current={current}
          others={headers.filter((h) => h.consumerClass !== cls)}
          onClose={() => setEditing(false)}
          onSaved={() => {
            notify.success(`Class ${cls} rates saved.`);
            setEditing(false);
            refresh();
          }}
        />
      )}
    </Paper>
  );
}

export default function BillMonthPage() {
  const queryClient = useQueryClient();
  const canEdit = useHasRole('BillingReport');
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const [monthParam, setMonthParam] = useUrlNumber('month');
  const list = months.data ?? [];
  const selected = list.find((m) => m.id === monthParam) ?? defaultBillMonth(list);
  const [editing, setEditing] = useState<BillMonth | null | undefined>(undefined);
  const [closing, setClosing] = useState<BillMonth | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ['GET', listBillMonthsEndpoint.path] });

  const columns: Column<BillMonth>[] = [
    {
      key: 'period',
      header: 'Bill month',
      render: (m) => (
        <Button
          size="small"
          variant={m.id === selected?.id ? 'outlined' : 'text'}
          onClick={() => setMonthParam(m.id)}
          aria-label={`Show ${billMonthLabel(m.period)}`}
        >
          {billMonthLabel(m.period)}
        </Button>
      ),
    },
    { key: 'reading', header: 'Reading date', render: (m) => formatDate(m.readingDate) },
    { key: 'due', header: 'Due date', render: (m) => formatDate(m.dueDate) },
    { key: 'readings', header: 'Readings', align: 'right', render: (m) => formatNumber(m.readingCount, 0) },
    { key: 'bills', header: 'Bills', align: 'right', render: (m) => formatNumber(m.billCount, 0) },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <StatusChip
          status={m.status === 'Open' ? 'active' : 'locked'}
          label={m.status === 'Open' ? 'Open' : `Closed ${formatDate(m.closedAt)}`}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            align: 'right' as const,
            render: (m: BillMonth) =>
              m.status === 'Open' ? (
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit dates and discounts">
                    <IconButton size="small" aria-label={`Edit ${m.period}`} onClick={() => setEditing(m)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Close the month">
                    <IconButton size="small" aria-label={`Close ${m.period}`} onClick={() => setClosing(m)}>
                      <Lock fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title="Bill Month"
        subtitle="Reading and due dates, discounts and rates per bill month. A closed month takes no more changes."
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
              New bill month
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption="Bill months"
          columns={columns}
          rows={list}
          loading={months.isFetching}
          rowKey={(m) => m.id}
          emptyText="No bill month yet."
        />
      </Paper>
      {selected !== undefined && <RatesPanel key={selected.id} month={selected} canEdit={canEdit} />}
      {editing !== undefined && (
        <MonthDialog
          month={editing}
          months={list}
          onClose={() => setEditing(undefined)}
          onSaved={(m) => {
            notify.success(`${billMonthLabel(m.period)} saved.`);
            setEditing(undefined);
            setMonthParam(m.id);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing === null ? '' : billMonthLabel(closing.period)}?`}
        message={
          closing === null
            ? ''
            : `${formatNumber(closing.billCount, 0)} bills and ${formatNumber(closing.readingCount, 0)} readings. A closed month takes no more readings, rates or computation; bills can still be adjusted or cancelled. This cannot be undone.`
        }
        confirmLabel="Close month"
        danger
        onClose={() => setClosing(null)}
        onConfirm={async () => {
          if (closing === null) return;
          const m = await callEndpoint(closeBillMonthEndpoint, { params: { id: closing.id } });
          notify.success(`${billMonthLabel(m.period)} is closed.`);
          refresh();
        }}
      />
    </Box>
  );
}
