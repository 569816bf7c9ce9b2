// /tsd/transformer-load-management: per-phase readings with the computed kVA, loading and
// imbalance, flagged against the thresholds in force; filters in the URL.
import { formatDateTime } from '@ilaw/contracts/format';
import { LOAD_FLAGS } from '@ilaw/contracts/tsd/enums';
import { createLoadReadingEndpoint } from '@ilaw/contracts/tsd/load-readings/create-load-reading';
import { listLoadReadingsEndpoint } from '@ilaw/contracts/tsd/load-readings/list-load-readings';
import { loadReadingFields, type LoadReading } from '@ilaw/contracts/tsd/load-readings/load-reading';
import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import type { Transformer } from '@ilaw/contracts/tsd/transformers/transformer';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { int, isoDate, oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { TransformerPicker } from '../tsd-parts.tsx';
import { transformerHref } from '../transformers/TransformersPage.tsx';

const FILTERS = { transformerId: int, flag: oneOf(LOAD_FLAGS), dateFrom: isoDate, dateTo: isoDate };

const phases = (a: string, b: string | null, c: string | null) => [a, b, c].filter((x) => x !== null).join(' / ');

const columns: Column<LoadReading>[] = [
  { key: 'at', header: 'Read', phone: 'title', render: (r) => formatDateTime(r.readAt) },
  {
    key: 'transformer',
    header: 'Transformer',
    render: (r) => (
      <Link component={RouterLink} to={transformerHref(r.transformerId)}>
        {r.serialNo}
      </Link>
    ),
  },
  { key: 'rating', header: 'Rating', align: 'right', render: (r) => `${r.kvaRating} kVA` },
  { key: 'where', header: 'Feeder / pole', render: (r) => [r.feeder, r.poleNo].filter(Boolean).join(' / ') || '-' },
  { key: 'tap', header: 'Tap', render: (r) => r.tapPosition ?? '-' },
  { key: 'amps', header: 'Current (A)', render: (r) => phases(r.currentA, r.currentB, r.currentC) },
  { key: 'volts', header: 'Voltage (V)', render: (r) => phases(r.voltageA, r.voltageB, r.voltageC) },
  { key: 'kva', header: 'kVA', align: 'right', render: (r) => r.kva },
  { key: 'loading', header: 'Loading', align: 'right', render: (r) => `${r.loadingPct}%` },
  {
    key: 'imbalance',
    header: 'Imbalance',
    align: 'right',
    render: (r) => `${r.imbalancePct}%${r.imbalanced ? ' (high)' : ''}`,
  },
  {
    key: 'flag',
    header: 'Flag',
    render: (r) => <StatusChip status={r.flag === 'Normal' ? 'active' : 'failed'} label={r.flag} />,
  },
];

export default function LoadManagementPage() {
  return (
    <ScreenAccess reads={listLoadReadingsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const can = useCan();
  const [adding, setAdding] = useState(false);
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter } = list;
  const readings = usePagedEndpoint(listLoadReadingsEndpoint, { query: { ...list.query, ...filters } });
  return (
    <Box>
      <PageHeader
        title="Transformer Load Management"
        subtitle="Per-phase current and voltage readings: kVA, percent loading and phase imbalance, flagged against the thresholds in force."
        actions={
          can(createLoadReadingEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              New reading
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <FilterSelect
            label="Flag"
            name="Flag"
            value={filters.flag}
            onChange={(v) => setFilter('flag', v)}
            options={LOAD_FLAGS.map((f) => ({ value: f, label: f }))}
          />
          <TextField
            size="small"
            type="date"
            label="Read from"
            name="dateFrom"
            value={filters.dateFrom ?? ''}
            onChange={(ev) => setFilter('dateFrom', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Read to"
            name="dateTo"
            value={filters.dateTo ?? ''}
            onChange={(ev) => setFilter('dateTo', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          {filters.transformerId !== undefined && (
            <Button onClick={() => setFilter('transformerId', undefined)}>Show every transformer</Button>
          )}
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={readings.data}
          loading={readings.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          caption="Load readings"
          emptyText="No load readings match."
        />
      </Paper>
      {adding && <ReadingDialog onClose={() => setAdding(false)} />}
    </Box>
  );
}

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input, read as Manila time. */
const manilaInstant = (local: string) => (local === '' ? '' : `${local}:00+08:00`);

function ReadingDialog({ onClose }: { onClose: () => void }) {
  const invalidate = useInvalidateEndpoints();
  const [transformer, setTransformer] = useState<Transformer | null>(null);
  const [local, setLocal] = useState(new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16));
  const form = useForm(loadReadingFields, {
    transformerId: 0,
    readAt: manilaInstant(local),
    tapPosition: null as number | null,
    currentA: '',
    currentB: '',
    currentC: '',
    currentN: '',
    voltageA: '',
    voltageB: '',
    voltageC: '',
    readerName: '',
    remarks: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(createLoadReadingEndpoint, { body }),
    (saved) => {
      void invalidate(listLoadReadingsEndpoint, listTransformersEndpoint, getTransformerByIdEndpoint);
      notify.success(`${saved.serialNo}: ${saved.kva} kVA, ${saved.loadingPct}% (${saved.flag}).`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      maxWidth="md"
      title="New load reading"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TransformerPicker
        value={transformer}
        onChange={(t) => {
          setTransformer(t);
          form.set('transformerId', t?.id ?? 0);
        }}
        error={form.errors.transformerId}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          name="readAt"
          type="datetime-local"
          label="Read at"
          fullWidth
          value={local}
          onChange={(e) => {
            setLocal(e.target.value);
            form.set('readAt', manilaInstant(e.target.value));
          }}
          error={form.errors.readAt !== undefined}
          helperText={form.errors.readAt ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          name="tapPosition"
          type="number"
          label="Tap position"
          fullWidth
          value={form.values.tapPosition ?? ''}
          onChange={(e) => form.set('tapPosition', e.target.value === '' ? null : Number(e.target.value))}
          error={form.errors.tapPosition !== undefined}
          helperText={form.errors.tapPosition ?? ' '}
        />
        <TextField {...form.text('readerName')} label="Read by" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('currentA')} label="Current A / leg 1 (A)" required fullWidth />
        <TextField {...form.text('currentB')} label="Current B / leg 2 (A)" fullWidth />
        <TextField {...form.text('currentC')} label="Current C (A)" fullWidth />
        <TextField {...form.text('currentN')} label="Neutral (A)" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('voltageA')} label="Voltage A / leg 1 (V)" required fullWidth />
        <TextField {...form.text('voltageB')} label="Voltage B / leg 2 (V)" fullWidth />
        <TextField {...form.text('voltageC')} label="Voltage C (V)" fullWidth />
      </Stack>
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
