// /tsd/kwh-meter: the meters received by the laboratory (new, in-service samples, complaints,
// pulled out) with their calibration result; receiving one, and calibrating one waiting.
import { formatDate } from '@ilaw/contracts/format';
import {
  METER_RECEIPT_REASON_LABELS,
  METER_RECEIPT_REASONS,
  METER_SHAPES,
  METER_TYPE_LABELS,
  METER_TYPES,
  type MeterReceiptReason,
  type MeterShape,
  type MeterType,
} from '@ilaw/contracts/tsd/enums';
import { createMeterCalibrationEndpoint } from '@ilaw/contracts/tsd/meter-calibrations/create-meter-calibration';
import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { listMeterReceiptsEndpoint } from '@ilaw/contracts/tsd/meter-receipts/list-meter-receipts';
import { listMeterLotsEndpoint } from '@ilaw/contracts/tsd/meter-lots/list-meter-lots';
import { meterReceiptFields, type MeterReceipt } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { ResultChip } from '../tsd-parts.tsx';
import { CalibrationDialog } from './CalibrationDialog.tsx';

const FILTERS = { search: text, reason: oneOf(METER_RECEIPT_REASONS), pending: oneOf(['true', 'false'] as const) };

export default function KwhMetersPage() {
  return (
    <ScreenAccess reads={listMeterReceiptsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const can = useCan();
  const [receiving, setReceiving] = useState(false);
  const [calibrating, setCalibrating] = useState<MeterReceipt | null>(null);
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter } = list;
  const meters = usePagedEndpoint(listMeterReceiptsEndpoint, { query: { ...list.query, ...filters } });
  const columns: Column<MeterReceipt>[] = [
    { key: 'receiptNo', header: 'Receipt no.', phone: 'title', render: (m) => m.receiptNo },
    { key: 'received', header: 'Received', render: (m) => formatDate(m.receivedOn) },
    { key: 'serial', header: 'Serial no.', render: (m) => m.serialNo },
    {
      key: 'meter',
      header: 'Brand / class / type',
      render: (m) => `${m.brand} / ${m.meterClass} / ${METER_TYPE_LABELS[m.meterType]}`,
    },
    { key: 'reason', header: 'Reason', render: (m) => METER_RECEIPT_REASON_LABELS[m.reason] },
    { key: 'account', header: 'Account', render: (m) => m.accountNo ?? '-' },
    {
      key: 'result',
      header: 'Calibration',
      render: (m) =>
        m.calibrationId === null ? (
          can(createMeterCalibrationEndpoint) ? (
            <Button
              size="small"
              variant="outlined"
              onClick={() => setCalibrating(m)}
              aria-label={`Calibrate ${m.serialNo}`}
            >
              Calibrate
            </Button>
          ) : (
            <ResultChip result={null} />
          )
        ) : (
          <>
            <ResultChip result={m.result} /> {m.averageError}%{m.fast ? ' fast' : ''}
          </>
        ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Kwh Meters"
        subtitle="Meters received by the laboratory and their calibration: the weighted average error against the tolerance for new or in-service meters."
        actions={
          can(createMeterReceiptEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setReceiving(true)}>
              Receive meter
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Serial, receipt or account no."
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Reason"
            name="Reason"
            value={filters.reason}
            onChange={(v) => setFilter('reason', v)}
            options={METER_RECEIPT_REASONS.map((r) => ({ value: r, label: METER_RECEIPT_REASON_LABELS[r] }))}
          />
          <FilterSelect
            label="Calibration"
            name="Calibration"
            value={filters.pending}
            onChange={(v) => setFilter('pending', v)}
            options={[
              { value: 'true', label: 'Waiting' },
              { value: 'false', label: 'Calibrated' },
            ]}
          />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={meters.data}
          loading={meters.isFetching}
          {...list.table}
          rowKey={(m) => m.id}
          caption="Received meters"
          emptyText="No meters match."
        />
      </Paper>
      {receiving && <ReceiveDialog onClose={() => setReceiving(false)} />}
      {calibrating && (
        <CalibrationDialog receipt={calibrating} calibration={null} onClose={() => setCalibrating(null)} />
      )}
    </Box>
  );
}

function ReceiveDialog({ onClose }: { onClose: () => void }) {
  const invalidate = useInvalidateEndpoints();
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const form = useForm(meterReceiptFields, {
    serialNo: '',
    brand: '',
    meterClass: '',
    meterType: 'SecondarySelfContained' as MeterType,
    shape: 'Round' as MeterShape,
    reason: 'New' as MeterReceiptReason,
    receivedOn: today,
    accountNo: '',
    lastReading: '',
    remarks: '',
    lotId: null as number | null,
  });
  // Open lots of the kind the reason samples: new meters join acceptance lots, field samples in-service ones.
  const lotKind =
    form.values.reason === 'New' ? 'Acceptance' : form.values.reason === 'InServiceSample' ? 'InService' : null;
  const lots = useQuery({
    ...endpointQuery(listMeterLotsEndpoint, { query: lotKind === null ? {} : { kind: lotKind } }),
    enabled: lotKind !== null,
  });
  const openLots = (lots.data ?? []).filter((l) => l.result === 'Open' && l.received < l.sampleSize);
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(createMeterReceiptEndpoint, { body }),
    (saved) => {
      void invalidate(listMeterReceiptsEndpoint);
      notify.success(`${saved.serialNo} received as ${saved.receiptNo}.`);
      onClose();
    },
  );
  const select = <K extends 'meterType' | 'shape' | 'reason'>(
    name: K,
    label: string,
    options: readonly { value: string; label: string }[],
  ) => (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value as (typeof form.values)[K])}
      helperText=" "
    >
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      maxWidth="md"
      title="Receive a meter"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Receive"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }}>
        <TextField {...form.text('serialNo')} label="Serial no." required fullWidth />
        <TextField {...form.text('brand')} label="Brand" required fullWidth />
        <TextField {...form.text('meterClass')} label="Class" required fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {select(
          'meterType',
          'Type',
          METER_TYPES.map((x) => ({ value: x, label: METER_TYPE_LABELS[x] })),
        )}
        {select(
          'shape',
          'Shape',
          METER_SHAPES.map((x) => ({ value: x, label: x })),
        )}
        {select(
          'reason',
          'Reason',
          METER_RECEIPT_REASONS.map((x) => ({ value: x, label: METER_RECEIPT_REASON_LABELS[x] })),
        )}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...form.text('receivedOn')}
          type="date"
          label="Received on"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField {...form.text('accountNo')} label="Consumer account no." fullWidth />
        <TextField {...form.text('lastReading')} label="Last reading (kWh)" fullWidth />
      </Stack>
      {lotKind !== null && (
        <TextField
          select
          fullWidth
          name="lotId"
          label="Sampling lot"
          value={form.values.lotId ?? ''}
          onChange={(e) => form.set('lotId', e.target.value === '' ? null : Number(e.target.value))}
          error={form.errors.lotId !== undefined}
          helperText={form.errors.lotId ?? 'When the meter is a sample of a lot'}
        >
          <MenuItem value="">None</MenuItem>
          {openLots.map((l) => (
            <MenuItem key={l.id} value={String(l.id)}>
              {l.lotNo} · {l.description} ({l.received}/{l.sampleSize})
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
