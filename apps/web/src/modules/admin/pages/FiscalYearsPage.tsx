import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { type FiscalYear, type FiscalYearFields, fiscalYearFieldsSchema } from '@ilaw/contracts/reference/fiscal-years';
import { createFiscalYearEndpoint } from '@ilaw/contracts/reference/fiscal-years/create-fiscal-year';
import { fiscalYearOptionsEndpoint } from '@ilaw/contracts/reference/fiscal-years/fiscal-year-options';
import { listFiscalYearsEndpoint } from '@ilaw/contracts/reference/fiscal-years/list-fiscal-years';
import { updateFiscalYearEndpoint } from '@ilaw/contracts/reference/fiscal-years/update-fiscal-year';
import { formatDate } from '@ilaw/contracts/format';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { ActiveSwitch, CrudListPage, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useQuery } from '@tanstack/react-query';
import { proposedFiscalYear } from '../rules/next-fiscal-year.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { DateField } from '#web/shared/forms/DateField.tsx';

function FiscalYearDialog(props: CrudDialogProps<FiscalYear>) {
  // The proposal needs every existing year (the list on screen is one page of them).
  const existing = useQuery(endpointQuery(fiscalYearOptionsEndpoint));
  if (props.row === null && existing.data === undefined) return null;
  const years = (existing.data ?? []).map((f) => f.year);
  return <FiscalYearForm {...props} proposedYear={proposedFiscalYear(years, new Date().getFullYear())} />;
}

function FiscalYearForm({
  row: fiscalYear,
  onClose,
  onSaved,
  proposedYear: nextYear,
}: CrudDialogProps<FiscalYear> & { proposedYear: number }) {
  const initial: FiscalYearFields = {
    year: String(fiscalYear?.year ?? nextYear),
    startDate: fiscalYear?.startDate.slice(0, 10) ?? `${nextYear}-01-01`,
    endDate: fiscalYear?.endDate.slice(0, 10) ?? `${nextYear}-12-31`,
    isActive: fiscalYear?.isActive ?? false,
  };
  const form = useForm(fiscalYearFieldsSchema, initial);
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      fiscalYear === null
        ? callEndpoint(createFiscalYearEndpoint, { body })
        : callEndpoint(updateFiscalYearEndpoint, { params: { id: fiscalYear.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={fiscalYear === null ? 'New fiscal year' : `Edit fiscal year ${fiscalYear.year}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>
          <TextField {...form.text('year')} label="Year" inputMode="numeric" required autoFocus />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField {...form.text('startDate')} label="Start date" required />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <DateField {...form.text('endDate')} label="End date" required />
        </Grid>
      </Grid>
      <ActiveSwitch
        checked={form.values.isActive ?? false}
        onChange={(v) => form.set('isActive', v)}
        label="Active (the other fiscal years become inactive)"
      />
    </FormDialog>
  );
}

const columns: Column<FiscalYear>[] = [
  { key: 'year', header: 'Year', render: (f) => <strong>{f.year}</strong> },
  { key: 'name', header: 'Name', render: (f) => f.name },
  { key: 'start', header: 'Start', render: (f) => formatDate(f.startDate) },
  { key: 'end', header: 'End', render: (f) => formatDate(f.endDate) },
  {
    key: 'status',
    header: 'Status',
    render: (f) => (f.isActive ? <StatusChip status="active" label="Active" /> : '-'),
  },
];

function FiscalYearsPageScreen() {
  const list = useListParams();
  const years = usePagedEndpoint(listFiscalYearsEndpoint, { query: list.query });
  return (
    <CrudListPage
      title="Fiscal Year Configuration"
      subtitle="Leave ledgers and reports run per fiscal year; one is active at a time."
      newLabel="New fiscal year"
      caption="Fiscal years"
      // The menu's cached picker list changes too.
      invalidates={[listFiscalYearsEndpoint, fiscalYearOptionsEndpoint]}
      columns={columns}
      rowKey={(f) => f.id}
      rowName={(f) => `fiscal year ${f.year}`}
      savedMessage={(f) => `Fiscal year ${f.year} saved.`}
      Dialog={FiscalYearDialog}
      renderTable={(withActions) => (
        <DataTable
          caption="Fiscal years"
          columns={withActions}
          result={years.data}
          loading={years.isFetching}
          {...list.table}
          rowKey={(f) => f.id}
        />
      )}
    />
  );
}

export default function FiscalYearsPage() {
  return (
    <ScreenAccess reads={createFiscalYearEndpoint}>
      <FiscalYearsPageScreen />
    </ScreenAccess>
  );
}
