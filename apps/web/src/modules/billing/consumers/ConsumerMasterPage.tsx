// Consumer Master (BillingReport): find consumers by account number, name or meter serial with
// class, status, branch and route filters kept in the URL; add and change a consumer's master data.
import { type Consumer, type ConsumerFields, consumerFieldsSchema } from '@ilaw/contracts/billing/consumers/consumer';
import { createConsumerEndpoint } from '@ilaw/contracts/billing/consumers/create-consumer';
import { exportConsumersEndpoint } from '@ilaw/contracts/billing/consumers/export-consumers';
import { CONSUMER_SORT_COLUMNS, listConsumersEndpoint } from '@ilaw/contracts/billing/consumers/list-consumers';
import { updateConsumerEndpoint } from '@ilaw/contracts/billing/consumers/update-consumer';
import { CONSUMER_CLASS_CODES, TOWNS } from '@ilaw/contracts/billing/enums';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { CrudListPage, type CrudDialogProps } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { type Column, DataTable } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import {
  ACCOUNT_STATUS_OPTIONS,
  BRANCH_OPTIONS,
  CLASS_OPTIONS,
  METER_SHAPE_OPTIONS,
  accountStatusLabel,
  branchPrefix,
} from '../shared/billing-screen-kit.ts';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';

/** What the dialog edits: the contract's fields, numbers as typed text where the user types them. */
type FormValues = Omit<ConsumerFields, 'latitude' | 'longitude' | 'sequence'> & {
  latitude: string;
  longitude: string;
  sequence: string;
};

const formSchema = {
  safeParse(v: unknown) {
    const values = v as FormValues;
    const num = (s: string) => (s.trim() === '' ? null : Number.isNaN(Number(s)) ? s : Number(s));
    return consumerFieldsSchema.safeParse({
      ...values,
      latitude: num(values.latitude),
      longitude: num(values.longitude),
      sequence: num(values.sequence),
    });
  },
};

function initialValues(c: Consumer | null, branchCode: number): FormValues {
  return {
    accountNo: c?.accountNo ?? branchPrefix(branchCode),
    branchCode: c?.branchCode ?? branchCode,
    name: c?.name ?? '',
    town: (c?.town ?? '') as FormValues['town'],
    barangay: c?.barangay ?? '',
    address: c?.address ?? '',
    consumerClass: c?.consumerClass ?? 'R',
    accountStatus: (c?.accountStatus ?? 1) as 0 | 1 | 2,
    meterSerial: c?.meterSerial ?? '',
    meterBrand: c?.meterBrand ?? '',
    multiplier: c?.multiplier ?? '1',
    meterShape: (c?.meterShape ?? null) as 0 | 1 | null,
    initialReading: c?.initialReading ?? '0',
    routeId: c?.routeId ?? null,
    sequence: c?.sequence === null || c?.sequence === undefined ? '' : String(c.sequence),
    latitude: c?.latitude ?? '',
    longitude: c?.longitude ?? '',
    isLifeliner: c?.isLifeliner ?? false,
    isSeniorCitizen: c?.isSeniorCitizen ?? false,
    deposit: c?.deposit ?? '0',
  };
}

function ConsumerDialog({ row: consumer, onClose, onSaved }: CrudDialogProps<Consumer>) {
  // A new consumer starts in the branch the list is filtered to.
  const filteredBranch = useUrlState().num('branch');
  const defaultBranch = filteredBranch ?? BRANCH_OPTIONS[0]?.value ?? 5;
  const form = useForm(formSchema, initialValues(consumer, defaultBranch));
  const v = form.values;
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: { branchCode: v.branchCode } }));
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      consumer === null
        ? callEndpoint(createConsumerEndpoint, { body })
        : callEndpoint(updateConsumerEndpoint, { params: { id: consumer.id }, body }),
    onSaved,
  );
  const e = form.errors;
  const helper = (k: keyof FormValues, hint = ' ') => ({ error: e[k] !== undefined, helperText: e[k] ?? hint });
  return (
    <FormDialog
      open
      title={consumer === null ? 'New consumer' : `Edit ${consumer.accountNo}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={consumer === null ? 'Create consumer' : 'Save'}
      maxWidth="md"
    >
      <GeneralError message={e.generalErrors} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, columnGap: 2, mt: 1 }}>
        <TextField
          select
          label="Branch"
          name="branchCode"
          value={String(v.branchCode)}
          onChange={(ev) => {
            const code = Number(ev.target.value);
            // A new account number follows the branch code prefix until the clerk types more.
            if (consumer === null && v.accountNo === branchPrefix(Number(v.branchCode)))
              form.set('accountNo', branchPrefix(code));
            form.set('branchCode', code);
            form.set('routeId', null);
          }}
          {...helper('branchCode')}
        >
          {BRANCH_OPTIONS.map((b) => (
            <MenuItem key={b.value} value={String(b.value)}>
              {String(b.value).padStart(2, '0')} {b.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.text('accountNo')} label="Account no." required autoFocus disabled={consumer !== null} />
        <TextField
          select
          label="Account status"
          name="accountStatus"
          value={String(v.accountStatus ?? 1)}
          onChange={(ev) => form.set('accountStatus', Number(ev.target.value) as 0 | 1 | 2)}
          {...helper('accountStatus')}
        >
          {ACCOUNT_STATUS_OPTIONS.map((s) => (
            <MenuItem key={s.value} value={String(s.value)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.text('name')}
          label="Name"
          placeholder="LAST, FIRST MIDDLE"
          required
          sx={{ gridColumn: { sm: 'span 2' } }}
          onChange={(ev) => form.set('name', ev.target.value.toUpperCase())}
        />
        <TextField
          select
          label="Consumer class"
          name="consumerClass"
          value={v.consumerClass}
          onChange={(ev) => form.set('consumerClass', ev.target.value as FormValues['consumerClass'])}
          {...helper('consumerClass')}
        >
          {CLASS_OPTIONS.map((c) => (
            <MenuItem key={c.value} value={c.value}>
              {c.value} {c.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Town"
          name="town"
          required
          value={v.town}
          onChange={(ev) => form.set('town', ev.target.value as FormValues['town'])}
          {...helper('town')}
        >
          {TOWNS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.text('barangay')} label="Barangay" required />
        <TextField {...form.text('address')} label="Street / landmark" />
        <Typography variant="subtitle2" sx={{ gridColumn: '1 / -1', mt: 1, mb: 1 }}>
          Meter
        </Typography>
        <TextField {...form.text('meterSerial')} label="Meter serial" />
        <TextField {...form.text('meterBrand')} label="Meter brand" />
        <TextField
          select
          label="Meter shape"
          name="meterShape"
          value={v.meterShape === null || v.meterShape === undefined ? '' : String(v.meterShape)}
          onChange={(ev) => form.set('meterShape', ev.target.value === '' ? null : (Number(ev.target.value) as 0 | 1))}
          {...helper('meterShape')}
        >
          <MenuItem value="">(not recorded)</MenuItem>
          {METER_SHAPE_OPTIONS.map((s) => (
            <MenuItem key={s.value} value={String(s.value)}>
              {s.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          {...form.text('multiplier')}
          label="Multiplier"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          {...form.text('initialReading')}
          label="Initial reading"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          {...helper('initialReading', 'The previous reading of the first bill.')}
        />
        <TextField
          {...form.text('deposit')}
          label="Deposit (₱)"
          slotProps={{ htmlInput: { inputMode: 'decimal', style: { textAlign: 'right' } } }}
        />
        <Typography variant="subtitle2" sx={{ gridColumn: '1 / -1', mt: 1, mb: 1 }}>
          Route and location
        </Typography>
        <TextField
          select
          label="Route"
          name="routeId"
          value={v.routeId === null || v.routeId === undefined ? '' : String(v.routeId)}
          onChange={(ev) => form.set('routeId', ev.target.value === '' ? null : Number(ev.target.value))}
          {...helper('routeId', routes.data?.length === 0 ? 'This branch has no route yet.' : ' ')}
        >
          <MenuItem value="">(none)</MenuItem>
          {(routes.data ?? []).map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.code} · {r.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField {...form.text('sequence')} label="Sequence" slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
        <Box />
        <TextField {...form.text('latitude')} label="Latitude" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <TextField {...form.text('longitude')} label="Longitude" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        <Box />
        <FormControlLabel
          control={
            <Checkbox
              name="isLifeliner"
              checked={v.isLifeliner ?? false}
              onChange={(ev) => form.set('isLifeliner', ev.target.checked)}
            />
          }
          label="Lifeliner (RA 11552)"
        />
        <FormControlLabel
          control={
            <Checkbox
              name="isSeniorCitizen"
              checked={v.isSeniorCitizen ?? false}
              onChange={(ev) => form.set('isSeniorCitizen', ev.target.checked)}
            />
          }
          label="Senior citizen (RA 9994)"
        />
      </Box>
    </FormDialog>
  );
}

const columns: Column<Consumer>[] = [
  { key: 'accountNo', header: 'Account no.', sortable: true, render: (c) => <strong>{c.accountNo}</strong> },
  { key: 'name', header: 'Name', sortable: true, render: (c) => c.name },
  {
    key: 'address',
    header: 'Address',
    render: (c) => [c.address, c.barangay, c.town].filter(Boolean).join(', '),
  },
  { key: 'consumerClass', header: 'Class', sortable: true, render: (c) => c.consumerClass },
  {
    key: 'status',
    header: 'Status',
    render: (c) => (
      <StatusChip
        status={c.accountStatus === 1 ? 'active' : c.accountStatus === 2 ? 'suspended' : 'inactive'}
        label={accountStatusLabel(c.accountStatus)}
      />
    ),
  },
  { key: 'meter', header: 'Meter', render: (c) => c.meterSerial ?? '' },
  {
    key: 'route',
    header: 'Route / seq',
    render: (c) => (c.routeCode === null ? '' : `${c.routeCode} / ${c.sequence ?? ''}`),
  },
  {
    key: 'flags',
    header: 'Discounts',
    render: (c) => [c.isLifeliner && 'Lifeliner', c.isSeniorCitizen && 'Senior'].filter(Boolean).join(', '),
  },
  { key: 'deposit', header: 'Deposit', align: 'right', render: (c) => formatPeso(c.deposit) },
];

/** The URL keys of the filters (links and bookmarks use them); the query names differ. */
const CONSUMER_FILTERS = {
  search: text,
  class: oneOf(CONSUMER_CLASS_CODES),
  status: int,
  branch: int,
  route: int,
};

export default function ConsumerMasterPage() {
  return (
    <ScreenAccess reads={listConsumersEndpoint}>
      <ConsumerMasterScreen />
    </ScreenAccess>
  );
}

function ConsumerMasterScreen() {
  const can = useCan();
  const canEdit = can(createConsumerEndpoint) && can(updateConsumerEndpoint);
  const list = useListParams({ filters: CONSUMER_FILTERS, sortable: CONSUMER_SORT_COLUMNS });
  const { search, class: consumerClass, status: accountStatus, branch: branchCode, route: routeId } = list.filters;
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));
  const consumers = usePagedEndpoint(listConsumersEndpoint, {
    query: { ...list.query, search, consumerClass, accountStatus, branchCode, routeId },
  });

  return (
    <CrudListPage
      title="Consumer Master"
      subtitle="Member-consumers: account, service address, class, meter, route and discounts."
      newLabel="New consumer"
      caption="Consumers"
      canEdit={canEdit}
      invalidates={[listConsumersEndpoint]}
      columns={columns}
      rowKey={(c) => c.id}
      rowName={(c) => c.accountNo}
      savedMessage={(c) => `Consumer ${c.accountNo} saved.`}
      Dialog={ConsumerDialog}
      renderTable={(withActions) => (
        <DataTable
          caption="Consumers"
          columns={withActions}
          result={consumers.data}
          loading={consumers.isFetching}
          {...list.table}
          rowKey={(c) => c.id}
          emptyText={search === undefined ? 'No consumer yet.' : 'No consumer matches the search.'}
        />
      )}
      filters={
        <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
          <SearchField
            size="small"
            placeholder="Account no., name, meter serial or address"
            value={search}
            onChange={(v) => list.setFilter('search', v)}
            sx={{ minWidth: 320 }}
            autoFocus
          />
          <FilterSelect
            size="small"
            label="Class"
            name="class"
            value={consumerClass}
            onChange={(v) => list.setFilter('class', v)}
            options={CLASS_OPTIONS.map((c) => ({ value: c.value, label: `${c.value} ${c.label}` }))}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            size="small"
            label="Status"
            name="status"
            value={accountStatus}
            onChange={(v) => list.setFilter('status', v)}
            options={ACCOUNT_STATUS_OPTIONS}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            size="small"
            label="Branch"
            name="branch"
            value={branchCode}
            // A route belongs to one branch: a new branch clears the route filter.
            onChange={(v) => list.setFilters({ branch: v, route: undefined })}
            options={BRANCH_OPTIONS}
            sx={{ minWidth: 150 }}
          />
          <FilterSelect
            size="small"
            label="Route"
            name="route"
            value={routeId}
            onChange={(v) => list.setFilter('route', v)}
            options={(routes.data ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }))}
            sx={{ minWidth: 150 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <ExportButton
            endpoint={exportConsumersEndpoint}
            query={{ ...list.sortQuery, search, consumerClass, accountStatus, branchCode, routeId }}
          />
        </Paper>
      }
    />
  );
}
