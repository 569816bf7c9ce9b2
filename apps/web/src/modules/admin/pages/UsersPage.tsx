import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { deleteUserEndpoint } from '@ilaw/contracts/admin/users/delete-user';
import { USER_SORT_COLUMNS, listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import { resetUserPasswordEndpoint } from '@ilaw/contracts/admin/users/reset-user-password';
import { setUserActiveEndpoint } from '@ilaw/contracts/admin/users/set-user-active';
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { formatDateTime } from '@ilaw/contracts/format';
import { ROLES, type Role } from '@ilaw/contracts/roles';
import Add from '@mui/icons-material/Add';
import Block from '@mui/icons-material/Block';
import CheckCircle from '@mui/icons-material/CheckCircle';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Edit from '@mui/icons-material/Edit';
import LockReset from '@mui/icons-material/LockReset';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { TemporaryPasswordDialog } from '../components/TemporaryPasswordDialog.tsx';
import { UserFormDialog } from '../components/UserFormDialog.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

type Pending =
  | { kind: 'form'; user: AdminUser | null }
  | { kind: 'deactivate' | 'reset' | 'delete'; user: AdminUser }
  | { kind: 'password'; username: string; password: string };

const USER_FILTERS = { search: text, role: oneOf<Role>(ROLES) };

function UsersPageScreen() {
  const list = useListParams({ filters: USER_FILTERS, sortable: USER_SORT_COLUMNS });
  const [pending, setPending] = useState<Pending | null>(null);
  const users = usePagedEndpoint(listUsersEndpoint, { query: { ...list.query, ...list.filters } });
  const setUserActive = useEndpointMutation(setUserActiveEndpoint, { invalidates: [listUsersEndpoint] });
  const deleteUser = useEndpointMutation(deleteUserEndpoint, { invalidates: [listUsersEndpoint] });
  const resetPassword = useEndpointMutation(resetUserPasswordEndpoint);
  const close = () => setPending(null);

  const setActive = async (user: AdminUser, isActive: boolean) => {
    await setUserActive.mutateAsync({ params: { id: user.id }, body: { isActive } });
    notify.success(`${user.username} is now ${isActive ? 'active' : 'inactive'}.`);
  };

  const columns: Column<AdminUser>[] = [
    { key: 'username', header: 'Username', sortable: true, render: (u) => u.username },
    { key: 'fullName', header: 'Full name', sortable: true, render: (u) => u.fullName },
    { key: 'department', header: 'Department', sortable: true, render: (u) => u.departmentName ?? '-' },
    {
      key: 'roles',
      header: 'Roles',
      render: (u) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, maxWidth: 360 }}>
          {u.roles.slice(0, 3).map((r) => (
            <Chip key={r} label={r} size="small" variant="outlined" />
          ))}
          {u.roles.length > 3 && (
            <Tooltip title={u.roles.slice(3).join(', ')}>
              <Chip label={`+${u.roles.length - 3}`} size="small" />
            </Tooltip>
          )}
          {u.roles.length === 0 && '-'}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (u) => (
        <StatusChip status={u.isActive ? 'active' : 'inactive'} label={u.isActive ? 'Active' : 'Inactive'} />
      ),
    },
    { key: 'lastLogin', header: 'Last sign-in', sortable: true, render: (u) => formatDateTime(u.lastLoginAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (u) => (
        <Box sx={{ whiteSpace: 'nowrap' }} data-user-actions={u.username}>
          <Tooltip title="Edit">
            <IconButton
              size="small"
              aria-label={`Edit ${u.username}`}
              onClick={() => setPending({ kind: 'form', user: u })}
            >
              <Edit fontSize="small" />
            </IconButton>
          </Tooltip>
          {u.isActive ? (
            <Tooltip title="Deactivate">
              <IconButton
                size="small"
                aria-label={`Deactivate ${u.username}`}
                onClick={() => setPending({ kind: 'deactivate', user: u })}
              >
                <Block fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : (
            <Tooltip title="Activate">
              <IconButton
                size="small"
                aria-label={`Activate ${u.username}`}
                onClick={() => void setActive(u, true).catch(() => undefined)}
              >
                <CheckCircle fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Reset password">
            <IconButton
              size="small"
              aria-label={`Reset password of ${u.username}`}
              onClick={() => setPending({ kind: 'reset', user: u })}
            >
              <LockReset fontSize="small" />
            </IconButton>
          </Tooltip>
          <Tooltip title="Delete">
            <IconButton
              size="small"
              color="error"
              aria-label={`Delete ${u.username}`}
              onClick={() => setPending({ kind: 'delete', user: u })}
            >
              <DeleteOutline fontSize="small" />
            </IconButton>
          </Tooltip>
        </Box>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="User Manager"
        subtitle="Portal accounts and the roles that decide what each person sees."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setPending({ kind: 'form', user: null })}>
            New user
          </Button>
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Username, name or email"
            value={list.filters.search}
            onChange={(v) => list.setFilter('search', v)}
            sx={{ width: { xs: '100%', sm: 360 } }}
          />
          <Autocomplete
            options={ROLES}
            value={list.filters.role ?? null}
            onChange={(_, value) => list.setFilter('role', value ?? undefined)}
            renderInput={(params) => <TextField {...params} label="Role" name="role" />}
            sx={{ width: { xs: '100%', sm: 280 } }}
            size="small"
          />
        </ListFilterBar>
        <DataTable
          caption="Users"
          columns={columns}
          result={users.data}
          loading={users.isFetching}
          {...list.table}
          rowKey={(u) => u.id}
          emptyText="No users match."
        />
      </Paper>

      {pending?.kind === 'form' && (
        <UserFormDialog
          user={pending.user}
          onClose={close}
          onSaved={({ user, temporaryPassword }) => {
            notify.success(pending.user === null ? `User ${user.username} created.` : `User ${user.username} saved.`);
            setPending(
              temporaryPassword === null
                ? null
                : { kind: 'password', username: user.username, password: temporaryPassword },
            );
          }}
        />
      )}
      <ConfirmDialog
        open={pending?.kind === 'deactivate'}
        title="Deactivate user?"
        message={
          pending?.kind === 'deactivate' &&
          `${pending.user.fullName} will be signed out and can no longer sign in until activated again.`
        }
        confirmLabel="Deactivate"
        danger
        onClose={close}
        onConfirm={() => (pending?.kind === 'deactivate' ? setActive(pending.user, false) : undefined)}
      />
      <ConfirmDialog
        open={pending?.kind === 'reset'}
        title="Reset password?"
        message={
          pending?.kind === 'reset' &&
          `${pending.user.fullName} gets a new temporary password and is signed out everywhere.`
        }
        confirmLabel="Reset password"
        // The confirm step replaces this dialog with the password; only close if still asking.
        onClose={() => setPending((p) => (p?.kind === 'reset' ? null : p))}
        onConfirm={async () => {
          if (pending?.kind !== 'reset') return;
          const { temporaryPassword } = await resetPassword.mutateAsync({ params: { id: pending.user.id } });
          setPending({ kind: 'password', username: pending.user.username, password: temporaryPassword });
        }}
      />
      <ConfirmDialog
        open={pending?.kind === 'delete'}
        title="Delete user?"
        message={
          pending?.kind === 'delete' &&
          `Delete ${pending.user.username} (${pending.user.fullName})? Only accounts with no history can be deleted; deactivate the others.`
        }
        confirmLabel="Delete"
        danger
        onClose={close}
        onConfirm={async () => {
          if (pending?.kind !== 'delete') return;
          await deleteUser.mutateAsync({ params: { id: pending.user.id } });
          notify.success(`User ${pending.user.username} deleted.`);
        }}
      />
      <TemporaryPasswordDialog
        username={pending?.kind === 'password' ? pending.username : ''}
        password={pending?.kind === 'password' ? pending.password : null}
        onClose={close}
      />
    </Box>
  );
}

export default function UsersPage() {
  return (
    <ScreenAccess reads={listUsersEndpoint}>
      <UsersPageScreen />
    </ScreenAccess>
  );
}
