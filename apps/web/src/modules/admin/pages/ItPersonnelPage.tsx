// /admin/it-personnel: the administrator names the IT personnel (the IT help desk assigns requests
// only to them) and removes them once their open requests are reassigned.
import { addItPersonEndpoint } from '@ilaw/contracts/helpdesk/personnel/add-it-person';
import { listItPersonnelEndpoint } from '@ilaw/contracts/helpdesk/personnel/list-it-personnel';
import { addItPersonBody, type ItPerson } from '@ilaw/contracts/helpdesk/personnel/personnel';
import { removeItPersonEndpoint } from '@ilaw/contracts/helpdesk/personnel/remove-it-person';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';

export default function ItPersonnelPage() {
  const rows = useQuery(endpointQuery(listItPersonnelEndpoint));
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ItPerson | null>(null);
  const remove = useEndpointMutation(removeItPersonEndpoint, { invalidates: [listItPersonnelEndpoint] });
  return (
    <ScreenAccess reads={listItPersonnelEndpoint}>
      <Box>
        <PageHeader
          title="IT Personnel"
          subtitle="Who the IT help desk assigns service requests to."
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              Add IT personnel
            </Button>
          }
        />
        <Paper variant="outlined">
          <SimpleTable
            caption="IT personnel"
            rows={rows.data?.items}
            loading={rows.isFetching}
            rowKey={(p) => p.userId}
            emptyText="No IT personnel: service requests cannot be assigned."
            columns={[
              { key: 'name', header: 'Name', phone: 'title', render: (p) => `${p.fullName} (${p.username})` },
              { key: 'dept', header: 'Department', render: (p) => p.departmentName ?? '-' },
              { key: 'open', header: 'Open requests', align: 'right', render: (p) => p.openRequests },
              { key: 'resolved', header: 'Resolved this month', align: 'right', render: (p) => p.resolvedThisMonth },
              { key: 'active', header: 'Account', render: (p) => (p.isActive ? 'Active' : 'Inactive') },
              {
                key: 'remove',
                header: '',
                render: (p) => (
                  <Button size="small" color="error" onClick={() => setRemoving(p)}>
                    Remove
                  </Button>
                ),
              },
            ]}
          />
        </Paper>
        {adding && <AddDialog onClose={() => setAdding(false)} />}
        <ConfirmDialog
          open={removing !== null}
          title="Remove from the IT personnel"
          message={`Remove ${removing?.fullName ?? ''} from the IT personnel? Requests can no longer be assigned to them.`}
          confirmLabel="Remove"
          onConfirm={async () => {
            if (!removing) return;
            await remove.mutateAsync({ params: { userId: removing.userId } });
            notify.success(`${removing.fullName} was removed from the IT personnel.`);
          }}
          onClose={() => setRemoving(null)}
        />
      </Box>
    </ScreenAccess>
  );
}

function AddDialog({ onClose }: { onClose: () => void }) {
  const form = useForm(addItPersonBody, { username: '' });
  const add = useEndpointMutation(addItPersonEndpoint, { invalidates: [listItPersonnelEndpoint] });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => add.mutateAsync({ body }),
    (saved) => {
      notify.success(`${saved.fullName} is now one of the IT personnel.`);
      onClose();
    },
  );
  return (
    <FormDialog
      open
      title="Add IT personnel"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Add"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack sx={{ mt: 1 }}>
        <TextField {...form.text('username')} label="Username" required fullWidth autoFocus />
      </Stack>
    </FormDialog>
  );
}
