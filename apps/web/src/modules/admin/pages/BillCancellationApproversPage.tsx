import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
// Bill Cancellation Signatories: which users may approve or reject bill cancellations. A user
// needs the BillCancellationApprover role (User Manager) and a place on this list (docs/decisions/041).
import type { AdminUser } from '@ilaw/contracts/admin/users/user';
import { listUsersEndpoint } from '@ilaw/contracts/admin/users/list-users';
import {
  addCancellationApproverEndpoint,
  listCancellationApproversEndpoint,
  removeCancellationApproverEndpoint,
} from '@ilaw/contracts/billing/routes-readers';
import { formatDateTime } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

type Approver = ResponseOf<typeof listCancellationApproversEndpoint>[number];

function AddApproverDialog({
  configured,
  onClose,
  onSaved,
}: {
  configured: ReadonlySet<number>;
  onClose: () => void;
  onSaved: (a: Approver) => void;
}) {
  // Only users who already hold the role can be added; the server checks it again.
  const users = useQuery(
    endpointQuery(listUsersEndpoint, {
      query: { role: 'BillCancellationApprover', isActive: 'true', page: 1, itemsPerPage: 500 },
    }),
  );
  const options = (users.data?.data ?? []).filter((u) => !configured.has(u.id));
  const [user, setUser] = useState<AdminUser | null>(null);
  const [error, setError] = useState<string | undefined>(undefined);
  const add = useEndpointMutation(addCancellationApproverEndpoint, {
    invalidates: [listCancellationApproversEndpoint],
  });
  // One field, so its one message stands in for the form's errors.
  const { busy, submit } = useDialogSubmit(
    {
      validate: () => {
        if (user === null) setError('This field is required.');
        return user === null ? null : { userId: user.id };
      },
      applyServerErrors: (e) => {
        setError(e instanceof ApiError ? (e.fieldErrors()['userId'] ?? e.message) : 'The approver was not added.');
        return true;
      },
    },
    (body) => add.mutateAsync({ body, quietStatuses: [400, 409] }),
    onSaved,
  );
  return (
    <FormDialog
      open
      title="Add an approver"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Add"
    >
      <Autocomplete<AdminUser>
        options={options}
        value={user}
        onChange={(_, u) => {
          setUser(u);
          setError(undefined);
        }}
        loading={users.isLoading}
        getOptionLabel={(u) => `${u.fullName} (${u.username})`}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText="No other user holds the BillCancellationApprover role"
        autoHighlight
        renderInput={(params) => (
          <TextField
            {...params}
            label="User"
            name="userId"
            required
            autoFocus
            error={error !== undefined}
            helperText={error ?? 'Users with the BillCancellationApprover role.'}
            sx={{ mt: 1 }}
          />
        )}
      />
    </FormDialog>
  );
}

function BillCancellationApproversPageScreen() {
  const approvers = useQuery(endpointQuery(listCancellationApproversEndpoint));
  const remove = useEndpointMutation(removeCancellationApproverEndpoint, {
    invalidates: [listCancellationApproversEndpoint],
  });
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<Approver | null>(null);

  const columns: Column<Approver>[] = [
    { key: 'name', header: 'Name', render: (a) => <strong>{a.fullName}</strong> },
    { key: 'username', header: 'Username', render: (a) => a.username },
    {
      key: 'role',
      header: 'Role',
      render: (a) =>
        a.hasRole ? (
          <StatusChip status="active" label="Has the role" />
        ) : (
          <Tooltip title="Give the user the BillCancellationApprover role in User Manager, or remove them here.">
            <span>
              <StatusChip status="suspended" label="Role missing" />
            </span>
          </Tooltip>
        ),
    },
    { key: 'since', header: 'Approver since', render: (a) => formatDateTime(a.createdAt) },
    {
      key: 'actions',
      header: 'Actions',
      align: 'right',
      render: (a) => (
        <Tooltip title="Remove">
          <IconButton size="small" aria-label={`Remove ${a.username}`} onClick={() => setRemoving(a)}>
            <Delete fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];

  return (
    <Box>
      <PageHeader
        title="Bill Cancellation Signatories"
        subtitle="Users who approve or reject bill cancellation requests. Nobody decides their own request."
        actions={
          <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
            Add approver
          </Button>
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption="Bill cancellation approvers"
          columns={columns}
          rows={approvers.data}
          loading={approvers.isFetching}
          rowKey={(a) => a.userId}
          emptyText="No approver yet: cancellation requests wait until one is added."
        />
      </Paper>
      {adding && (
        <AddApproverDialog
          configured={new Set((approvers.data ?? []).map((a) => a.userId))}
          onClose={() => setAdding(false)}
          onSaved={(a) => {
            notify.success(`${a.fullName} approves bill cancellations now.`);
            setAdding(false);
          }}
        />
      )}
      <ConfirmDialog
        open={removing !== null}
        title="Remove approver"
        message={`${removing?.fullName ?? ''} will no longer decide bill cancellations.`}
        confirmLabel="Remove"
        danger
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing === null) return;
          await remove.mutateAsync({ params: { id: removing.userId } });
          notify.success(`${removing.fullName} removed.`);
        }}
      />
    </Box>
  );
}

export default function BillCancellationApproversPage() {
  return (
    <ScreenAccess reads={listUsersEndpoint}>
      <BillCancellationApproversPageScreen />
    </ScreenAccess>
  );
}
