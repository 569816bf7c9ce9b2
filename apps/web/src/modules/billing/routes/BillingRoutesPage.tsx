// Billing Route (BillingReport): reading routes per branch with their meter reader and reading day.
import { type BillingRoute, billingRouteFields } from '@ilaw/contracts/billing/routes/route';
import { createRouteEndpoint } from '@ilaw/contracts/billing/routes/create-route';
import { listMeterReadersEndpoint } from '@ilaw/contracts/billing/meter-readers/list-meter-readers';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { updateRouteEndpoint } from '@ilaw/contracts/billing/routes/update-route';
import { formatNumber } from '@ilaw/contracts/format';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  GeneralError,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { int } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { BRANCH_OPTIONS, branchLabel } from '../shared/billing-screen-kit.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';

interface FormValues {
  branchCode: number;
  code: string;
  name: string;
  meterReaderId: number | null;
  readingDay: string;
  isActive: boolean;
}

const formSchema = {
  safeParse(v: unknown) {
    const values = v as FormValues;
    const day = values.readingDay.trim();
    return billingRouteFields.safeParse({ ...values, readingDay: day === '' ? undefined : Number(day) });
  },
};

function RouteDialog({ row: route, onClose, onSaved }: CrudDialogProps<BillingRoute>) {
  // A new route starts in the branch the list is filtered to.
  const filteredBranch = useUrlState().num('branch');
  const defaultBranch = filteredBranch ?? 5;
  const form = useForm<FormValues, ReturnType<typeof billingRouteFields.parse>>(formSchema, {
    branchCode: route?.branchCode ?? defaultBranch,
    code: route?.code ?? '',
    name: route?.name ?? '',
    meterReaderId: route?.meterReaderId ?? null,
    readingDay: String(route?.readingDay ?? 1),
    isActive: route?.isActive ?? true,
  });
  const v = form.values;
  const readers = useQuery(endpointQuery(listMeterReadersEndpoint, { query: { branchCode: v.branchCode } }));
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      route === null
        ? callEndpoint(createRouteEndpoint, { body })
        : callEndpoint(updateRouteEndpoint, { params: { id: route.id }, body }),
    onSaved,
  );
  const e = form.errors;
  return (
    <FormDialog
      open
      title={route === null ? 'New route' : `Edit route ${route.code}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={e.generalErrors} />
      <TextField
        select
        label="Branch"
        name="branchCode"
        value={String(v.branchCode)}
        onChange={(ev) => {
          form.set('branchCode', Number(ev.target.value));
          form.set('meterReaderId', null);
        }}
        error={e.branchCode !== undefined}
        helperText={e.branchCode ?? ' '}
        sx={{ mt: 1 }}
      >
        {BRANCH_OPTIONS.map((b) => (
          <MenuItem key={b.value} value={String(b.value)}>
            {b.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        {...form.text('code')}
        onChange={(ev) => form.set('code', ev.target.value.toUpperCase())}
        label="Code"
        required
        autoFocus
      />
      <TextField {...form.text('name')} label="Name" placeholder="e.g. Poblacion - Bubog" required />
      <TextField
        select
        label="Meter reader"
        name="meterReaderId"
        value={v.meterReaderId === null ? '' : String(v.meterReaderId)}
        onChange={(ev) => form.set('meterReaderId', ev.target.value === '' ? null : Number(ev.target.value))}
        error={e.meterReaderId !== undefined}
        helperText={e.meterReaderId ?? (readers.data?.length === 0 ? 'This branch has no meter reader yet.' : ' ')}
      >
        <MenuItem value="">(none)</MenuItem>
        {(readers.data ?? [])
          .filter((r) => r.isActive || r.id === v.meterReaderId)
          .map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
      </TextField>
      <TextField
        {...form.text('readingDay')}
        label="Reading day"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText={e.readingDay ?? 'Day of the month the route is read (1 to 28).'}
      />
      <ActiveSwitch checked={v.isActive} onChange={(on) => form.set('isActive', on)} />
    </FormDialog>
  );
}

const columns: Column<BillingRoute>[] = [
  { key: 'code', header: 'Code', render: (r) => <strong>{r.code}</strong> },
  { key: 'name', header: 'Name', render: (r) => r.name },
  { key: 'branch', header: 'Branch', render: (r) => branchLabel(r.branchCode) },
  { key: 'reader', header: 'Meter reader', render: (r) => r.meterReaderName ?? '-' },
  { key: 'day', header: 'Reading day', align: 'right', render: (r) => r.readingDay },
  {
    key: 'consumers',
    header: 'Consumers',
    align: 'right',
    render: (r) => (
      <Link
        component={RouterLink}
        to={`/fsd/billing/transactions/consumer-master?route=${r.id}&branch=${r.branchCode}`}
      >
        {formatNumber(r.consumerCount, 0)}
      </Link>
    ),
  },
  activeStatusColumn((r) => r.isActive),
];

export default function BillingRoutesPage() {
  return (
    <ScreenAccess reads={listRoutesEndpoint}>
      <BillingRoutesScreen />
    </ScreenAccess>
  );
}

function BillingRoutesScreen() {
  const can = useCan();
  const canEdit = can(createRouteEndpoint) && can(updateRouteEndpoint);
  const list = useListParams({ filters: { branch: int } });
  const branchCode = list.filters.branch;
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));
  return (
    <CrudListPage
      title="Billing Route"
      subtitle="Reading routes per branch, each with its meter reader. Consumers are read in their route sequence."
      newLabel="New route"
      caption="Routes"
      emptyText="No route yet."
      canEdit={canEdit}
      list={routes}
      invalidates={[listRoutesEndpoint]}
      columns={columns}
      rowKey={(r) => r.id}
      rowName={(r) => `route ${r.code}`}
      savedMessage={(r) => `Route ${r.code} saved.`}
      Dialog={RouteDialog}
      filters={
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <FilterSelect
            size="small"
            label="Branch"
            name="branch"
            value={branchCode}
            onChange={(v) => list.setFilter('branch', v)}
            allLabel="All branches"
            options={BRANCH_OPTIONS}
            sx={{ minWidth: 200 }}
          />
        </Paper>
      }
    />
  );
}
