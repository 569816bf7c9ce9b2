// /admin/service-request-approvers/types: the catalogue of service request types and subtypes,
// each with its NEA complaint category, target time, clock and whether it needs approval.
import { CLOCK_BASES, CLOCK_BASIS_LABELS, NEA_COMPLAINT_CATEGORIES, neaCategoryLabel } from '@ilaw/contracts/msd/enums';
import { createServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/create-service-request-type';
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import {
  serviceRequestTypeFields,
  type ServiceRequestType,
} from '@ilaw/contracts/msd/service-request-types/service-request-type';
import { updateServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/update-service-request-type';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
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
import { AdminTabs } from './AdminTabs.tsx';

function TypeDialog({ row, onClose, onSaved }: CrudDialogProps<ServiceRequestType>) {
  const types = useQuery(endpointQuery(listServiceRequestTypesEndpoint, { query: {} }));
  const form = useForm(serviceRequestTypeFields, {
    parentId: row?.parentId ?? null,
    code: row?.code ?? '',
    name: row?.name ?? '',
    technical: row?.technical ?? true,
    neaCategory: row?.neaCategory ?? '6',
    targetHours: row?.targetHours ?? 24,
    clockBasis: row?.clockBasis ?? 'WorkingHours',
    requiresApproval: row?.requiresApproval ?? true,
    isActive: row?.isActive ?? true,
  });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createServiceRequestTypeEndpoint, { body })
        : callEndpoint(updateServiceRequestTypeEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  const parents = (types.data ?? []).filter((t) => t.parentId === null && t.id !== row?.id);
  return (
    <FormDialog
      open
      title={row === null ? 'New type or subtype' : `Edit ${row.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField
        select
        name="parentId"
        label="Subtype of"
        value={form.values.parentId ?? ''}
        onChange={(e) => form.set('parentId', e.target.value === '' ? null : Number(e.target.value))}
        error={form.errors.parentId !== undefined}
        helperText={form.errors.parentId ?? 'Leave empty for a type.'}
        sx={{ mt: 1 }}
      >
        <MenuItem value="">(a type)</MenuItem>
        {parents.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField {...form.text('code')} label="Code" required />
      <TextField {...form.text('name')} label="Name" required />
      <TextField
        select
        name="neaCategory"
        label="NEA complaint category"
        value={form.values.neaCategory}
        onChange={(e) => form.set('neaCategory', e.target.value as typeof form.values.neaCategory)}
        error={form.errors.neaCategory !== undefined}
        helperText={form.errors.neaCategory ?? ' '}
      >
        {NEA_COMPLAINT_CATEGORIES.map((c) => (
          <MenuItem key={c.code} value={c.code}>
            {neaCategoryLabel(c.code)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        name="targetHours"
        type="number"
        label="Target (hours)"
        value={form.values.targetHours}
        onChange={(e) => form.set('targetHours', e.target.value === '' ? 0 : Number(e.target.value))}
        error={form.errors.targetHours !== undefined}
        helperText={form.errors.targetHours ?? ' '}
      />
      <TextField
        select
        name="clockBasis"
        label="The target counts"
        value={form.values.clockBasis}
        onChange={(e) => form.set('clockBasis', e.target.value as typeof form.values.clockBasis)}
        helperText=" "
      >
        {CLOCK_BASES.map((b) => (
          <MenuItem key={b} value={b}>
            {CLOCK_BASIS_LABELS[b]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch checked={form.values.technical ?? false} onChange={(e) => form.set('technical', e.target.checked)} />
        }
        label="Handled by the technical side's crews"
      />
      <FormControlLabel
        control={
          <Switch
            checked={form.values.requiresApproval ?? true}
            onChange={(e) => form.set('requiresApproval', e.target.checked)}
          />
        }
        label="Needs the first and second approval"
      />
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<ServiceRequestType>[] = [
  { key: 'code', header: 'Code', render: (t) => t.code },
  {
    key: 'name',
    header: 'Type / subtype',
    render: (t) => (t.parentName ? `${t.parentName} / ${t.name}` : <strong>{t.name}</strong>),
  },
  { key: 'nea', header: 'NEA category', render: (t) => neaCategoryLabel(t.neaCategory) },
  {
    key: 'target',
    header: 'Target',
    render: (t) => `${t.targetHours} ${t.clockBasis === 'Calendar' ? 'h' : 'working h'}`,
  },
  { key: 'side', header: 'Crews', render: (t) => (t.technical ? 'Technical' : 'Member services') },
  { key: 'approval', header: 'Approval', render: (t) => (t.requiresApproval ? 'First and second' : 'None') },
  activeStatusColumn((t) => t.isActive),
];

function Screen() {
  const types = useQuery(endpointQuery(listServiceRequestTypesEndpoint, { query: {} }));
  return (
    <CrudListPage
      title="Service Request Types"
      subtitle={<AdminTabs current="types" />}
      newLabel="New type"
      caption="Service request types"
      list={types}
      invalidates={[listServiceRequestTypesEndpoint]}
      columns={columns}
      rowKey={(t) => t.id}
      rowName={(t) => t.name}
      savedMessage={(t) => `${t.name} saved.`}
      Dialog={TypeDialog}
    />
  );
}

export default function ServiceRequestTypesPage() {
  return (
    <ScreenAccess reads={createServiceRequestTypeEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
