import { createUserEndpoint } from '@ilaw/contracts/admin/users/create-user';
import { getUserEndpoint } from '@ilaw/contracts/admin/users/get-user';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { updateUserEndpoint } from '@ilaw/contracts/admin/users/update-user';
import { type AdminUser, type UserFields, userFieldsSchema } from '@ilaw/contracts/admin/users/user';
import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ActiveSwitch } from '#web/shared/crud/CrudListPage.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { RolePicker } from './RolePicker.tsx';

function initialValues(user: AdminUser | null): UserFields {
  return {
    username: user?.username ?? '',
    fullName: user?.fullName ?? '',
    email: user?.email ?? '',
    departmentId: user?.departmentId ?? null,
    branchCode: user?.branchCode ?? null,
    roles: user?.roles ?? [],
    isActive: user?.isActive ?? true,
  };
}

export interface SavedUser {
  user: AdminUser;
  temporaryPassword: string | null;
}

/** Create or edit a portal account; `user` null means a new one. */
export function UserFormDialog({
  user,
  onClose,
  onSaved,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onSaved: (saved: SavedUser) => void;
}) {
  const form = useForm(userFieldsSchema, initialValues(user));
  const departments = useQuery(endpointQuery(listDepartmentsEndpoint));
  const branches = useBranches();
  const { values, set, errors } = form;
  const saved = { invalidates: [listUsersEndpoint, getUserEndpoint] };
  const create = useEndpointMutation(createUserEndpoint, saved);
  const update = useEndpointMutation(updateUserEndpoint, saved);

  const { busy, submit } = useDialogSubmit(
    form,
    async (body): Promise<SavedUser> =>
      user === null
        ? create.mutateAsync({ body })
        : { user: await update.mutateAsync({ params: { id: user.id }, body }), temporaryPassword: null },
    onSaved,
  );

  return (
    <FormDialog
      open
      title={user === null ? 'New user' : `Edit user ${user.username}`}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel={user === null ? 'Create user' : 'Save changes'}
      maxWidth="md"
    >
      <GeneralError message={errors.generalErrors} />
      {user === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          The portal makes a temporary password for the new user and shows it once after saving.
        </Alert>
      )}
      <Grid container columnSpacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('username')} label="Username" required autoFocus autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('fullName')} label="Full name" required autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField {...form.text('email')} label="Email" type="email" autoComplete="off" />
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            select
            label="Department"
            name="departmentId"
            value={values.departmentId ?? ''}
            onChange={(e) => set('departmentId', e.target.value === '' ? null : Number(e.target.value))}
            error={errors.departmentId !== undefined}
            helperText={errors.departmentId ?? ' '}
          >
            <MenuItem value="">None</MenuItem>
            {departments.data?.map((d) => (
              <MenuItem key={d.id} value={d.id}>
                {d.code} · {d.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 3 }}>
          <TextField
            select
            label="Branch"
            name="branchCode"
            value={values.branchCode ?? ''}
            onChange={(e) => set('branchCode', e.target.value === '' ? null : Number(e.target.value))}
            error={errors.branchCode !== undefined}
            helperText={errors.branchCode ?? ' '}
          >
            <MenuItem value="">None</MenuItem>
            {branches.data?.map((b) => (
              <MenuItem key={b.code} value={b.code}>
                {b.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={12} sx={{ mb: 2 }}>
          <ActiveSwitch
            checked={values.isActive ?? true}
            onChange={(v) => set('isActive', v)}
            label="Active: the user can sign in"
          />
        </Grid>
        <Grid size={12}>
          <RolePicker value={values.roles ?? []} onChange={(roles) => set('roles', roles)} />
          {errors.roles !== undefined && <Alert severity="error">{errors.roles}</Alert>}
        </Grid>
      </Grid>
    </FormDialog>
  );
}
