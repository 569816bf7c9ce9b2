// /tsd/distribution-transformer/data-sheet: the test events, newest first, with the .xlsx report
// of the filter and the opening of a new sheet.
import { formatDate } from '@ilaw/contracts/format';
import { createDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/create-data-sheet';
import { dataSheetFields, type DataSheet } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { exportTestResultsEndpoint } from '@ilaw/contracts/tsd/data-sheets/export-test-results';
import { listDataSheetsEndpoint } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import { TEST_PURPOSES, TEST_RESULTS } from '@ilaw/contracts/tsd/enums';
import type { Transformer } from '@ilaw/contracts/tsd/transformers/transformer';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { DateField } from '#web/shared/forms/DateField.tsx';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { isoDate, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { ResultChip, TransformerPicker } from '../tsd-parts.tsx';

const FILTERS = {
  search: text,
  result: oneOf(TEST_RESULTS),
  pending: oneOf(['true', 'false'] as const),
  dateFrom: isoDate,
  dateTo: isoDate,
};

export const sheetHref = (id: number) => `/tsd/distribution-transformer-data-sheet/${id}`;

const columns: Column<DataSheet>[] = [
  { key: 'sheetNo', header: 'Sheet no.', phone: 'title', render: (d) => d.sheetNo },
  { key: 'date', header: 'Test date', render: (d) => formatDate(d.testDate) },
  { key: 'serial', header: 'Transformer', render: (d) => `${d.serialNo} (${d.brandName}, ${d.kva} kVA)` },
  { key: 'purpose', header: 'Purpose', render: (d) => d.purpose },
  { key: 'tester', header: 'Tester', render: (d) => d.testerName },
  { key: 'result', header: 'Result', render: (d) => <ResultChip result={d.result} /> },
];

export default function DataSheetsPage() {
  return (
    <ScreenAccess reads={listDataSheetsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const can = useCan();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter } = list;
  const query = { ...filters, pending: filters.pending };
  const sheets = usePagedEndpoint(listDataSheetsEndpoint, { query: { ...list.query, ...query } });
  return (
    <Box>
      <PageHeader
        title="Distribution Transformer Data Sheet"
        subtitle="Each test of a transformer: turns ratio, polarity and insulation resistance, judged Passed or Failed by the limits of the test date."
        actions={
          can(createDataSheetEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setOpening(true)}>
              New data sheet
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Sheet or serial no."
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Result"
            name="Result"
            value={filters.result}
            onChange={(v) => setFilter('result', v)}
            options={TEST_RESULTS.map((r) => ({ value: r, label: r }))}
          />
          <FilterSelect
            label="Results"
            name="Results"
            value={filters.pending}
            onChange={(v) => setFilter('pending', v)}
            options={[
              { value: 'true', label: 'Waiting for results' },
              { value: 'false', label: 'Results stored' },
            ]}
          />
          <TextField
            size="small"
            type="date"
            label="Tested from"
            name="dateFrom"
            value={filters.dateFrom ?? ''}
            onChange={(ev) => setFilter('dateFrom', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Tested to"
            name="dateTo"
            value={filters.dateTo ?? ''}
            onChange={(ev) => setFilter('dateTo', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ExportButton endpoint={exportTestResultsEndpoint} query={query} />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={sheets.data}
          loading={sheets.isFetching}
          {...list.table}
          rowKey={(d) => d.id}
          rowHref={(d) => sheetHref(d.id)}
          caption="Data sheets"
          emptyText="No data sheets match."
        />
      </Paper>
      {opening && <OpenSheetDialog onClose={() => setOpening(false)} onSaved={(id) => void navigate(sheetHref(id))} />}
    </Box>
  );
}

function OpenSheetDialog({ onClose, onSaved }: { onClose: () => void; onSaved: (id: number) => void }) {
  const [transformer, setTransformer] = useState<Transformer | null>(null);
  const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
  const form = useForm(dataSheetFields, {
    transformerId: 0,
    testDate: today,
    purpose: 'Acceptance' as (typeof TEST_PURPOSES)[number],
    testerName: '',
    witnessName: '',
    checkedByName: '',
    notedByName: '',
    instrument: '',
    instrumentSerial: '',
    instrumentCalibratedOn: null as string | null,
    ambientTempC: '',
    remarks: '',
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => callEndpoint(createDataSheetEndpoint, { body }),
    (saved) => onSaved(saved.id),
  );
  return (
    <FormDialog
      open
      maxWidth="md"
      title="New data sheet"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Open data sheet"
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
          {...form.text('testDate')}
          type="date"
          label="Test date"
          required
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          select
          fullWidth
          name="purpose"
          label="Purpose"
          value={form.values.purpose}
          onChange={(e) => form.set('purpose', e.target.value as typeof form.values.purpose)}
          helperText=" "
        >
          {TEST_PURPOSES.map((p) => (
            <MenuItem key={p} value={p}>
              {p}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.text('ambientTempC')} label="Ambient (°C)" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('instrument')} label="Instrument" required fullWidth />
        <TextField {...form.text('instrumentSerial')} label="Instrument serial" fullWidth />
        <DateField
          name="instrumentCalibratedOn"
          label="Calibrated on"
          fullWidth
          value={form.values.instrumentCalibratedOn ?? ''}
          onChange={(e) => form.set('instrumentCalibratedOn', e.target.value || null)}
          error={form.errors.instrumentCalibratedOn !== undefined}
          helperText={form.errors.instrumentCalibratedOn ?? ' '}
        />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('testerName')} label="Tested by" required fullWidth />
        <TextField {...form.text('witnessName')} label="Witnessed by" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('checkedByName')} label="Checked by" fullWidth />
        <TextField {...form.text('notedByName')} label="Noted by" fullWidth />
      </Stack>
      <TextField {...form.text('remarks')} label="Remarks" fullWidth multiline minRows={2} />
    </FormDialog>
  );
}
