// /tsd/power-interruption: the interruptions (menu Interruptions) and, with ?view=reports, the
// month's reliability indices with charts by day and by cause (menu Reports).
import { formatDateTime } from '@ilaw/contracts/format';
import {
  INTERRUPTION_KINDS,
  INTERRUPTION_SCOPES,
  type InterruptionKind,
  type InterruptionScope,
} from '@ilaw/contracts/tsd/enums';
import { createInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/create-interruption';
import { getInterruptionReportEndpoint } from '@ilaw/contracts/tsd/interruptions/get-interruption-report';
import {
  INTERRUPTION_CONSUMER_BASES,
  interruptionFields,
  type Interruption,
  type InterruptionConsumerBasis,
} from '@ilaw/contracts/tsd/interruptions/interruption';
import { listInterruptionRoutesEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruption-routes';
import { listInterruptionsEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruptions';
import { updateInterruptionEndpoint } from '@ilaw/contracts/tsd/interruptions/update-interruption';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { BranchFilter } from '#web/shared/list/BranchFilter.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';

const thisMonth = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7);

export default function PowerInterruptionPage() {
  const reports = useUrlState().get('view') === 'reports';
  return (
    <ScreenAccess reads={reports ? getInterruptionReportEndpoint : listInterruptionsEndpoint}>
      {reports ? <Reports /> : <List />}
    </ScreenAccess>
  );
}

const FILTERS = { search: text, month: text, kind: oneOf(INTERRUPTION_KINDS), branchCode: int };

const hours = (m: number | null) => (m === null ? 'Ongoing' : `${Math.floor(m / 60)} h ${m % 60} min`);

function List() {
  const can = useCan();
  const [editing, setEditing] = useState<Interruption | 'new' | null>(null);
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter } = list;
  const month = filters.month && /^\d{4}-\d{2}$/.test(filters.month) ? filters.month : undefined;
  const rows = usePagedEndpoint(listInterruptionsEndpoint, { query: { ...list.query, ...filters, month } });
  const columns: Column<Interruption>[] = [
    { key: 'no', header: 'No.', phone: 'title', render: (i) => i.interruptionNo },
    { key: 'kind', header: 'Kind', render: (i) => i.kind },
    { key: 'where', header: 'Branch / feeder or area', render: (i) => `${i.branchName} / ${i.feeder ?? i.area ?? ''}` },
    { key: 'start', header: 'Out', render: (i) => formatDateTime(i.startedAt) },
    {
      key: 'end',
      header: 'Restored',
      render: (i) => (i.endedAt ? formatDateTime(i.endedAt) : <StatusChip status="pending" label="Ongoing" />),
    },
    { key: 'duration', header: 'Duration', render: (i) => hours(i.durationMinutes) },
    { key: 'cause', header: 'Cause', render: (i) => i.cause },
    {
      key: 'consumers',
      header: 'Consumers',
      align: 'right',
      render: (i) =>
        `${i.consumersAffected.toLocaleString('en-PH')}${i.consumersBasis === 'Typed' ? ' (typed)' : ` (${i.routes.length} route${i.routes.length === 1 ? '' : 's'})`}`,
    },
    {
      key: 'notice',
      header: 'Notice',
      render: (i) => (i.kind === 'Scheduled' ? `${i.noticeDate ?? '-'}${i.shortNotice ? ' (short)' : ''}` : ''),
    },
    {
      key: 'edit',
      header: '',
      render: (i) =>
        can(updateInterruptionEndpoint) && (
          <Button size="small" onClick={() => setEditing(i)} aria-label={`Edit ${i.interruptionNo}`}>
            {i.endedAt ? 'Edit' : 'Restore'}
          </Button>
        ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Power Interruption"
        subtitle="Scheduled and unscheduled interruptions by feeder or area, with the consumers affected and the restoration."
        actions={
          can(createInterruptionEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing('new')}>
              New interruption
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Feeder, cause or no."
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <TextField
            size="small"
            type="month"
            label="Month"
            name="month"
            value={filters.month ?? ''}
            onChange={(e) => setFilter('month', e.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <FilterSelect
            label="Kind"
            name="Kind"
            value={filters.kind}
            onChange={(v) => setFilter('kind', v)}
            options={INTERRUPTION_KINDS.map((k) => ({ value: k, label: k }))}
          />
          <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={rows.data}
          loading={rows.isFetching}
          {...list.table}
          rowKey={(i) => i.id}
          caption="Power interruptions"
          emptyText="No interruptions match."
        />
      </Paper>
      {editing !== null && (
        <InterruptionDialog row={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Box>
  );
}

function initialValues(row: Interruption | null, start: string, end: string) {
  return {
    kind: (row?.kind ?? 'Unscheduled') as InterruptionKind,
    scope: (row?.scope ?? 'Feeder') as InterruptionScope,
    branchCode: row?.branchCode ?? 5,
    feeder: row?.feeder ?? '',
    area: row?.area ?? '',
    startedAt: fromLocal(start),
    endedAt: end === '' ? null : fromLocal(end),
    cause: row?.cause ?? '',
    weather: row?.weather ?? '',
    equipment: row?.equipment ?? '',
    consumersBasis: (row?.consumersBasis ?? 'Routes') as InterruptionConsumerBasis,
    routeIds: row?.routes.map((r) => r.routeId) ?? ([] as number[]),
    consumersAffected: row?.consumersBasis === 'Typed' ? row.consumersAffected : (null as number | null),
    consumersNote: row?.consumersNote ?? '',
    noticeDate: row?.noticeDate ?? null,
    crew: row?.crew ?? '',
    remarks: row?.remarks ?? '',
  };
}

/** A datetime-local value in Manila from an instant, and back. */
const toLocal = (iso: string | null) =>
  iso === null ? '' : new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 16);
const fromLocal = (local: string) => (local === '' ? '' : `${local}:00+08:00`);

function InterruptionDialog({ row, onClose }: { row: Interruption | null; onClose: () => void }) {
  const invalidate = useInvalidateEndpoints();
  const branches = useBranches();
  const now = new Date().toISOString();
  const [start, setStart] = useState(toLocal(row?.startedAt ?? now));
  const [end, setEnd] = useState(toLocal(row?.endedAt ?? null));
  const form = useForm(interruptionFields, initialValues(row, start, end));
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createInterruptionEndpoint, { body })
        : callEndpoint(updateInterruptionEndpoint, { params: { id: row.id }, body }),
    (saved) => {
      void invalidate(listInterruptionsEndpoint, getInterruptionReportEndpoint);
      notify.success(`${saved.interruptionNo} saved.${saved.shortNotice ? ' The notice was given late.' : ''}`);
      onClose();
    },
  );
  const v = form.values;
  return (
    <FormDialog
      open
      maxWidth="md"
      title={row === null ? 'New interruption' : `Interruption ${row.interruptionNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField
          select
          fullWidth
          name="kind"
          label="Kind"
          value={v.kind}
          onChange={(e) => form.set('kind', e.target.value as InterruptionKind)}
          helperText=" "
        >
          {INTERRUPTION_KINDS.map((k) => (
            <MenuItem key={k} value={k}>
              {k}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          name="scope"
          label="Feeder or area"
          value={v.scope}
          onChange={(e) => form.set('scope', e.target.value as InterruptionScope)}
          helperText=" "
        >
          {INTERRUPTION_SCOPES.map((k) => (
            <MenuItem key={k} value={k}>
              {k}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          name="branchCode"
          label="Branch"
          value={v.branchCode}
          onChange={(e) => {
            form.set('branchCode', Number(e.target.value));
            // Routes belong to a branch: another branch starts with none ticked.
            form.set('routeIds', []);
          }}
          helperText=" "
        >
          {(branches.data ?? []).map((b) => (
            <MenuItem key={b.code} value={b.code}>
              {b.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {v.scope === 'Feeder' ? (
          <TextField {...form.text('feeder')} label="Feeder" required fullWidth />
        ) : (
          <TextField {...form.text('area')} label="Area" required fullWidth />
        )}
      </Stack>
      <ConsumersAffected form={form} saved={row} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="startedAt"
          type="datetime-local"
          label="Power out"
          fullWidth
          value={start}
          onChange={(e) => {
            setStart(e.target.value);
            form.set('startedAt', fromLocal(e.target.value));
          }}
          error={form.errors.startedAt !== undefined}
          helperText={form.errors.startedAt ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="endedAt"
          type="datetime-local"
          label="Restored"
          fullWidth
          value={end}
          onChange={(e) => {
            setEnd(e.target.value);
            form.set('endedAt', e.target.value === '' ? null : fromLocal(e.target.value));
          }}
          error={form.errors.endedAt !== undefined}
          helperText={form.errors.endedAt ?? 'Leave empty while the power is out.'}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        {v.kind === 'Scheduled' && (
          <TextField
            name="noticeDate"
            type="date"
            label="Announced on"
            fullWidth
            value={v.noticeDate ?? ''}
            onChange={(e) => form.set('noticeDate', e.target.value || null)}
            error={form.errors.noticeDate !== undefined}
            helperText={form.errors.noticeDate ?? ' '}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('cause')} label="Cause" required fullWidth />
        <TextField {...form.text('weather')} label="Weather" fullWidth />
        <TextField {...form.text('equipment')} label="Equipment" fullWidth />
      </Stack>
      <TextField {...form.text('crew')} label="Restoration crew" fullWidth />
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}

type InterruptionForm = ReturnType<typeof useForm<InterruptionValues, InterruptionBody>>;
type InterruptionBody = z.output<typeof interruptionFields>;
type InterruptionValues = ReturnType<typeof initialValues>;

/**
 * The consumers affected: ticked routes of the branch, each with billing's active consumers now
 * (the server counts them again when saving), or a typed figure with why it is typed.
 */
function ConsumersAffected({ form, saved }: { form: InterruptionForm; saved: Interruption | null }) {
  const v = form.values;
  const routes = useQuery({
    ...endpointQuery(listInterruptionRoutesEndpoint, { query: { branchCode: v.branchCode } }),
    enabled: v.consumersBasis === 'Routes',
  });
  const counts = new Map((routes.data ?? []).map((r) => [r.routeId, r.consumers]));
  // A route saved before but no longer active still shows, with the count it was saved with.
  const shown = [...(routes.data ?? []), ...(saved?.routes ?? []).filter((r) => !counts.has(r.routeId))];
  const total = v.routeIds.reduce((n, id) => n + (counts.get(id) ?? 0), 0);
  const toggle = (id: number) =>
    form.set('routeIds', v.routeIds.includes(id) ? v.routeIds.filter((x) => x !== id) : [...v.routeIds, id]);
  return (
    <Box sx={{ mb: 2 }}>
      <TextField
        select
        name="consumersBasis"
        label="Consumers affected"
        value={v.consumersBasis}
        onChange={(e) => form.set('consumersBasis', e.target.value as InterruptionConsumerBasis)}
        sx={{ minWidth: 260 }}
        helperText=" "
      >
        {INTERRUPTION_CONSUMER_BASES.map((b) => (
          <MenuItem key={b} value={b}>
            {b === 'Routes' ? 'Counted from billing routes' : 'Typed (say why)'}
          </MenuItem>
        ))}
      </TextField>
      {v.consumersBasis === 'Routes' ? (
        <Paper variant="outlined" sx={{ p: 1.5 }} role="group" aria-label="Routes affected">
          {routes.isLoading && <Typography color="text.secondary">Loading the routes...</Typography>}
          {!routes.isLoading && shown.length === 0 && (
            <Typography color="text.secondary">The branch has no billing routes.</Typography>
          )}
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              maxHeight: 220,
              overflowY: 'auto',
            }}
          >
            {shown.map((r) => (
              <FormControlLabel
                key={r.routeId}
                control={<Checkbox checked={v.routeIds.includes(r.routeId)} onChange={() => toggle(r.routeId)} />}
                label={`${r.code} ${r.name} (${r.consumers.toLocaleString('en-PH')})`}
              />
            ))}
          </Box>
          <Typography variant="body2" sx={{ mt: 1 }} aria-live="polite">
            Active consumers on the routes picked: <strong>{total.toLocaleString('en-PH')}</strong>
          </Typography>
          {form.errors.routeIds !== undefined && <FormHelperText error>{form.errors.routeIds}</FormHelperText>}
        </Paper>
      ) : (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            name="consumersAffected"
            type="number"
            label="Consumers affected"
            value={v.consumersAffected ?? ''}
            onChange={(e) => form.set('consumersAffected', e.target.value === '' ? null : Number(e.target.value))}
            error={form.errors.consumersAffected !== undefined}
            helperText={form.errors.consumersAffected ?? ' '}
          />
          <TextField {...form.text('consumersNote')} label="Why typed" required fullWidth />
        </Stack>
      )}
    </Box>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5">{value}</Typography>
    </Paper>
  );
}

function Reports() {
  const url = useUrlState();
  const month = url.get('month') ?? thisMonth();
  const branchCode = url.num('branchCode');
  const branches = useBranches();
  const report = useQuery(
    endpointQuery(getInterruptionReportEndpoint, { query: { month, ...(branchCode ? { branchCode } : {}) } }),
  );
  const r = report.data;
  return (
    <Box>
      <PageHeader
        title="Power Interruption Reports"
        subtitle="Sustained interruptions of a month (momentary ones left out) per consumer served."
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2 }}>
        <TextField
          size="small"
          type="month"
          label="Month"
          name="month"
          value={month}
          onChange={(e) => url.set({ month: e.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          label="Branch"
          name="Branch"
          value={branchCode}
          onChange={(v) => url.set({ branchCode: v })}
          options={(branches.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        />
      </Stack>
      {r && (
        <>
          <Grid container spacing={2} sx={{ mb: 2 }}>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure label="Consumers served" value={r.consumersServed.toLocaleString('en-PH')} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure label="Interruptions" value={String(r.interruptions)} />
            </Grid>
            <Grid size={{ xs: 6, md: 2 }}>
              <Figure label="Consumer-hours" value={r.consumerHours} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure label="Interruptions per consumer" value={r.interruptionsPerConsumer} />
            </Grid>
            <Grid size={{ xs: 6, md: 3 }}>
              <Figure label="Hours per consumer" value={r.hoursPerConsumer} />
            </Grid>
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle1">Consumer-hours by day</Typography>
                {r.byDay.length === 0 ? (
                  <Typography color="text.secondary">No sustained interruptions.</Typography>
                ) : (
                  <BarChart
                    height={280}
                    xAxis={[{ scaleType: 'band', data: r.byDay.map((d) => d.day.slice(8)) }]}
                    series={[{ data: r.byDay.map((d) => Number(d.consumerHours)), label: 'Consumer-hours' }]}
                  />
                )}
              </Paper>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Paper variant="outlined" sx={{ p: 2 }}>
                <Typography variant="subtitle1">By cause</Typography>
                {r.byCause.length === 0 ? (
                  <Typography color="text.secondary">No sustained interruptions.</Typography>
                ) : (
                  <BarChart
                    height={280}
                    layout="horizontal"
                    yAxis={[{ scaleType: 'band', data: r.byCause.map((c) => c.cause), width: 120 }]}
                    series={[{ data: r.byCause.map((c) => Number(c.consumerHours)), label: 'Consumer-hours' }]}
                  />
                )}
              </Paper>
            </Grid>
          </Grid>
        </>
      )}
    </Box>
  );
}
