// Non Power Bill (NonPowerBill): reconnection fees, connection orders, new-connection installments,
// materials and services billed to a consumer (or a walk-in payer) and collected at the teller's
// window like power bills; the bill types with their GL account and default amount.
import { PAYMENT_KIND } from '@ilaw/contracts/collection/common';
import { createNonPowerBillEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-bill';
import { createNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-type';
import { listNonPowerBillsEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-bills';
import { listNonPowerTypesEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-types';
import type { NonPowerBill, NonPowerType } from '@ilaw/contracts/collection/non-power/non-power';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { COLLECTION_READS } from '../collection-reads.ts';
import { ConsumerFinderField, NonPowerTypeField, useConsumerFinder } from './NonPowerFields.tsx';
import { NewScheduleDialog, RecurringBills } from './RecurringBills.tsx';
import { createNonPowerScheduleEndpoint } from '@ilaw/contracts/collection/non-power-schedules/create-non-power-schedule';
import { linesText } from './vat-lines.ts';

const READS = [listNonPowerBillsEndpoint, listNonPowerTypesEndpoint, ...COLLECTION_READS];
const BILL_STATUSES = ['Unpaid', 'Paid'] as const;
const KINDS = Object.values(PAYMENT_KIND);
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

const billColumns: Column<NonPowerBill>[] = [
  { key: 'billNo', header: 'Bill no.', render: (b) => b.billNo },
  { key: 'date', header: 'Date', render: (b) => formatDate(b.billDate) },
  { key: 'type', header: 'Type', render: (b) => b.typeName },
  { key: 'payer', header: 'Payer', render: (b) => (b.accountNo ? `${b.accountNo} ${b.payerName}` : b.payerName) },
  { key: 'description', header: 'Description', render: (b) => b.description ?? '' },
  { key: 'amount', header: 'Amount', align: 'right', render: (b) => formatPeso(b.amount) },
  // Each line VATable at its rate or VAT-exempt (decision 118).
  { key: 'lines', header: 'Lines', render: (b) => linesText(b.lines, b.typeName) },
  { key: 'vat', header: 'VAT', align: 'right', render: (b) => formatPeso(b.vat) },
  { key: 'exempt', header: 'VAT-exempt', align: 'right', render: (b) => formatPeso(b.exempt) },
  {
    key: 'status',
    header: 'Status',
    render: (b) => (
      <StatusChip
        status={b.status === 'Paid' ? 'Posted' : 'Pending'}
        label={b.orNumber ? `Paid, OR ${b.orNumber}` : b.status}
      />
    ),
  },
];

function NewBillDialog({ types, onClose }: { types: NonPowerType[]; onClose: () => void }) {
  const create = useEndpointMutation(createNonPowerBillEndpoint, { invalidates: READS });
  const active = types.filter((t) => t.isActive);
  const [typeId, setTypeId] = useState(active[0]?.id ?? 0);
  const [amount, setAmount] = useState(active[0]?.defaultAmount ?? '');
  const finder = useConsumerFinder();
  const { consumer } = finder;
  const [payerName, setPayerName] = useState('');
  const [description, setDescription] = useState('');
  const [billDate, setBillDate] = useState(today());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    setErrors({});
    try {
      const bill = await create.mutateAsync({
        body: { typeId, consumerId: consumer?.consumerId ?? null, payerName, description, amount, billDate },
        quietStatuses: [400],
      });
      notify.success(`Non-power bill ${bill.billNo} added.`);
      onClose();
    } catch (err) {
      if (err instanceof ApiError) setErrors(err.fieldErrors());
      else throw err;
    }
  };
  return (
    <FormDialog
      open
      title="New non-power bill"
      submitLabel="Add"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <NonPowerTypeField
          active={active}
          value={typeId}
          onChange={(t) => {
            setTypeId(t.id);
            if (t.defaultAmount) setAmount(t.defaultAmount);
          }}
          error={errors['typeId']}
        />
        <ConsumerFinderField finder={finder} error={errors['consumerId']} emptyHint="Blank for a walk-in payer." />
        {!consumer && (
          <TextField
            label="Payer name"
            value={payerName}
            onChange={(e) => setPayerName(e.target.value)}
            error={!!errors['payerName']}
            helperText={errors['payerName']}
          />
        )}
        <TextField
          label="Description"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          error={!!errors['description']}
          helperText={errors['description']}
        />
        <TextField
          label="Amount"
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          error={!!errors['amount']}
          helperText={errors['amount']}
        />
        <TextField
          label="Bill date"
          type="date"
          value={billDate}
          onChange={(e) => setBillDate(e.target.value)}
          error={!!errors['billDate']}
          helperText={errors['billDate']}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <GeneralError message={errors['generalErrors']} />
      </Stack>
    </FormDialog>
  );
}

function NewTypeDialog({ onClose }: { onClose: () => void }) {
  const create = useEndpointMutation(createNonPowerTypeEndpoint, { invalidates: READS });
  const [f, setF] = useState({ code: '', name: '', glCode: '', defaultAmount: '', paymentKind: '', vatPercent: '12' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (k: keyof typeof f) => (e: { target: { value: string } }) => setF({ ...f, [k]: e.target.value });
  const submit = async () => {
    setErrors({});
    try {
      await create.mutateAsync({
        body: {
          code: f.code,
          name: f.name,
          glCode: f.glCode,
          defaultAmount: f.defaultAmount.trim() === '' ? null : f.defaultAmount,
          paymentKind: f.paymentKind === '' ? null : Number(f.paymentKind),
          vatPercent: f.vatPercent.trim() === '' ? '0' : f.vatPercent.trim(),
        },
        quietStatuses: [400, 409],
      });
      onClose();
    } catch (err) {
      if (err instanceof ApiError)
        setErrors({
          ...err.fieldErrors(),
          ...(err.body?.errors['generalErrors']?.[0] ? { generalErrors: err.body.errors['generalErrors'][0] } : {}),
        });
      else throw err;
    }
  };
  return (
    <FormDialog
      open
      title="New bill type"
      submitLabel="Add"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={create.isPending}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField
          label="Code"
          value={f.code}
          onChange={set('code')}
          error={!!errors['code']}
          helperText={errors['code']}
        />
        <TextField
          label="Name"
          value={f.name}
          onChange={set('name')}
          error={!!errors['name']}
          helperText={errors['name']}
        />
        <TextField select label="Payment kind" value={f.paymentKind} onChange={set('paymentKind')}>
          <MenuItem value="">Materials and services</MenuItem>
          {KINDS.map((k) => (
            <MenuItem key={k.value} value={String(k.value)}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label="GL account"
          value={f.glCode}
          onChange={set('glCode')}
          error={!!errors['glCode']}
          helperText={errors['glCode']}
        />
        <TextField
          label="Default amount"
          value={f.defaultAmount}
          onChange={set('defaultAmount')}
          error={!!errors['defaultAmount']}
          helperText={errors['defaultAmount']}
        />
        <TextField
          label="VAT %"
          value={f.vatPercent}
          onChange={set('vatPercent')}
          error={!!errors['vatPercent']}
          helperText={
            errors['vatPercent'] ?? 'In the amount; 0 when it is not a sale (e.g. a deposit): VAT-exempt on the OR.'
          }
        />
        <GeneralError message={errors['generalErrors']} />
      </Stack>
    </FormDialog>
  );
}

const kindLabel = (k: number | null) => KINDS.find((x) => x.value === k)?.label ?? 'Materials and services';
const typeColumns: Column<NonPowerType>[] = [
  { key: 'code', header: 'Code', render: (t) => t.code },
  { key: 'name', header: 'Name', render: (t) => t.name },
  { key: 'kind', header: 'Payment kind', render: (t) => kindLabel(t.paymentKind) },
  { key: 'gl', header: 'GL account', render: (t) => t.glCode },
  {
    key: 'amount',
    header: 'Default amount',
    align: 'right',
    render: (t) => (t.defaultAmount ? formatPeso(t.defaultAmount) : '-'),
  },
  {
    key: 'vat',
    header: 'VAT',
    align: 'right',
    render: (t) => (Number(t.vatPercent) > 0 ? `${t.vatPercent}%` : 'Exempt'),
  },
  { key: 'active', header: 'Status', render: (t) => <StatusChip status={t.isActive ? 'Active' : 'Inactive'} /> },
];

function NonPowerBills() {
  const can = useCan();
  const [tab, setTab] = useState(0);
  const [dialog, setDialog] = useState<'bill' | 'type' | 'schedule' | null>(null);
  const list = useListParams({ filters: { status: oneOf(BILL_STATUSES), search: text } });
  const bills = usePagedEndpoint(listNonPowerBillsEndpoint, { query: { ...list.query, ...list.filters } });
  const types = useQuery(endpointQuery(listNonPowerTypesEndpoint));
  return (
    <Box>
      <PageHeader
        title="Non Power Bill"
        subtitle="Fees, installments, materials and services, paid at the teller's window."
        actions={
          tab === 0 && can(createNonPowerBillEndpoint) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('bill')} disabled={!types.data}>
              Add new
            </Button>
          ) : tab === 1 && can(createNonPowerTypeEndpoint) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => setDialog('type')}>
              Add type
            </Button>
          ) : tab === 2 && can(createNonPowerScheduleEndpoint) ? (
            <Button
              variant="contained"
              startIcon={<Add />}
              onClick={() => setDialog('schedule')}
              disabled={!types.data}
            >
              New recurring bill
            </Button>
          ) : undefined
        }
      />
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2 }}>
        <Tab label="Bills" />
        <Tab label="Materials and services" />
        <Tab label="Recurring bills" />
      </Tabs>
      {tab === 0 && (
        <>
          <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
            <SearchField
              label="Bill no., payer or account"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
            <FilterSelect
              label="Status"
              name="status"
              value={list.filters.status}
              options={BILL_STATUSES.map((s) => ({ value: s, label: s }))}
              onChange={(v) => list.setFilter('status', v)}
            />
          </Box>
          <DataTable
            caption="Non-power bills"
            columns={billColumns}
            result={bills.data}
            loading={bills.isFetching}
            rowKey={(b) => b.id}
            emptyText="No non-power bill yet."
            {...list.table}
          />
        </>
      )}
      {tab === 1 && (
        <Table size="small" aria-label="Non-power bill types">
          <TableHead>
            <TableRow>
              {typeColumns.map((c) => (
                <TableCell key={c.key} align={c.align}>
                  {c.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {(types.data ?? []).map((t) => (
              <TableRow key={t.id}>
                {typeColumns.map((c) => (
                  <TableCell key={c.key} align={c.align}>
                    {c.render(t)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {dialog === 'bill' && types.data && <NewBillDialog types={types.data} onClose={() => setDialog(null)} />}
      {tab === 2 && <RecurringBills />}
      {dialog === 'type' && <NewTypeDialog onClose={() => setDialog(null)} />}
      {dialog === 'schedule' && types.data && <NewScheduleDialog types={types.data} onClose={() => setDialog(null)} />}
    </Box>
  );
}

export default function NonPowerBillPage() {
  return (
    <ScreenAccess reads={createNonPowerBillEndpoint}>
      <NonPowerBills />
    </ScreenAccess>
  );
}
