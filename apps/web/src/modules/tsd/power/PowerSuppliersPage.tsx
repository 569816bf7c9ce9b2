// /tsd/power-suppliers: the suppliers the cooperative buys power from, with their contracts.
import { formatDate } from '@ilaw/contracts/format';
import { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import { listPowerSuppliersEndpoint } from '@ilaw/contracts/tsd/power-suppliers/list-power-suppliers';
import { powerSupplierFields, type PowerSupplier } from '@ilaw/contracts/tsd/power-suppliers/power-supplier';
import { updatePowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/update-power-supplier';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import {
  ActiveSwitch,
  activeStatusColumn,
  CrudListPage,
  type CrudDialogProps,
} from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import type { Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';

function SupplierDialog({ row, onClose, onSaved }: CrudDialogProps<PowerSupplier>) {
  const form = useForm(powerSupplierFields, {
    name: row?.name ?? '',
    contractNo: row?.contractNo ?? '',
    contractStart: row?.contractStart ?? null,
    contractEnd: row?.contractEnd ?? null,
    contractedDemandKw: row?.contractedDemandKw ?? '',
    isActive: row?.isActive ?? true,
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createPowerSupplierEndpoint, { body })
        : callEndpoint(updatePowerSupplierEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  const date = (name: 'contractStart' | 'contractEnd', label: string) => (
    <TextField
      name={name}
      type="date"
      label={label}
      fullWidth
      value={form.values[name] ?? ''}
      onChange={(e) => form.set(name, e.target.value || null)}
      error={form.errors[name] !== undefined}
      helperText={form.errors[name] ?? ' '}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
  return (
    <FormDialog
      open
      title={row === null ? 'New power supplier' : `Edit ${row.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('name')} label="Supplier" required fullWidth sx={{ mt: 1 }} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.text('contractNo')} label="Contract no." fullWidth />
        <TextField {...form.text('contractedDemandKw')} label="Contracted demand (kW)" fullWidth />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {date('contractStart', 'Contract start')}
        {date('contractEnd', 'Contract end')}
      </Stack>
      <ActiveSwitch checked={form.values.isActive} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<PowerSupplier>[] = [
  { key: 'name', header: 'Supplier', render: (s) => s.name },
  { key: 'contract', header: 'Contract', render: (s) => s.contractNo ?? '-' },
  {
    key: 'term',
    header: 'Term',
    render: (s) =>
      s.contractStart ? `${formatDate(s.contractStart)} to ${s.contractEnd ? formatDate(s.contractEnd) : '-'}` : '-',
  },
  { key: 'demand', header: 'Contracted kW', align: 'right', render: (s) => s.contractedDemandKw ?? '-' },
  activeStatusColumn((s) => s.isActive),
];

function Screen() {
  const can = useCan();
  const suppliers = useQuery(endpointQuery(listPowerSuppliersEndpoint));
  return (
    <CrudListPage
      title="Power Suppliers"
      newLabel="New supplier"
      caption="Power suppliers"
      list={suppliers}
      invalidates={[listPowerSuppliersEndpoint]}
      columns={columns}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      savedMessage={(s) => `${s.name} saved.`}
      Dialog={SupplierDialog}
      canEdit={can(createPowerSupplierEndpoint)}
    />
  );
}

export default function PowerSuppliersPage() {
  return (
    <ScreenAccess reads={listPowerSuppliersEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
