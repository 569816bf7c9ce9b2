import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
// Signatories Types (/admin/signatories/types): the titles chain steps sign under (Approver,
// Recommender, Payroll Checker, ...). Renamed or deactivated, never deleted (decisions keep them).
import { createSignatoryTypeEndpoint } from '@ilaw/contracts/approvals/signatory-types/create-signatory-type';
import { listSignatoryTypesEndpoint } from '@ilaw/contracts/approvals/signatory-types/list-signatory-types';
import {
  signatoryTypeFieldsSchema,
  type SignatoryType,
  type SignatoryTypeFields,
} from '@ilaw/contracts/approvals/signatory-types/signatory-type';
import { updateSignatoryTypeEndpoint } from '@ilaw/contracts/approvals/signatory-types/update-signatory-type';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
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

function SignatoryTypeDialog({ row, onClose, onSaved }: CrudDialogProps<SignatoryType>) {
  const initial: SignatoryTypeFields = {
    name: row?.name ?? '',
    description: row?.description ?? '',
    isActive: row?.isActive ?? true,
  };
  const form = useForm(signatoryTypeFieldsSchema, initial);
  const { busy, submit } = useDialogSubmit(
    form,
    (body) =>
      row === null
        ? callEndpoint(createSignatoryTypeEndpoint, { body })
        : callEndpoint(updateSignatoryTypeEndpoint, { params: { id: row.id }, body }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title={row === null ? 'New signatory type' : `Edit ${row.name}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
    >
      <GeneralError message={form.errors.generalErrors} />
      <TextField {...form.text('name')} label="Name" required autoFocus sx={{ mt: 1 }} />
      <TextField {...form.text('description')} label="Description" multiline minRows={2} />
      <ActiveSwitch checked={form.values.isActive ?? true} onChange={(v) => form.set('isActive', v)} />
    </FormDialog>
  );
}

const columns: Column<SignatoryType>[] = [
  { key: 'name', header: 'Signatory type', render: (s) => <strong>{s.name}</strong> },
  { key: 'description', header: 'Description', render: (s) => s.description ?? '-' },
  { key: 'steps', header: 'Chain steps', align: 'right', render: (s) => s.stepCount },
  activeStatusColumn((s) => s.isActive),
];

function SignatoryTypesPageScreen() {
  const types = useQuery(endpointQuery(listSignatoryTypesEndpoint));
  return (
    <CrudListPage
      title="Signatories Types"
      subtitle="The titles signatories sign under on documents: Approver, Recommender, Auditor, the payroll sign-offs, ..."
      newLabel="New signatory type"
      caption="Signatory types"
      list={types}
      invalidates={[listSignatoryTypesEndpoint]}
      columns={columns}
      rowKey={(s) => s.id}
      rowName={(s) => s.name}
      savedMessage={(s) => `Signatory type ${s.name} saved.`}
      Dialog={SignatoryTypeDialog}
    />
  );
}

export default function SignatoryTypesPage() {
  return (
    <ScreenAccess reads={listUsersEndpoint}>
      <SignatoryTypesPageScreen />
    </ScreenAccess>
  );
}
