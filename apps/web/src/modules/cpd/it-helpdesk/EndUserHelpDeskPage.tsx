// /cpd/it-service-request-end-user: every staff member's own IT service requests; file one, follow
// the conversation, confirm the resolution or reopen (?ticket= opens one).
import { createTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/create-ticket';
import { listMyTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-my-tickets';
import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  ticketFieldsSchema,
  type Ticket,
  type TicketFields,
} from '@ilaw/contracts/helpdesk/tickets/ticket';
import { formatDateTime } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDialogSubmit } from '#web/shared/crud/use-dialog-submit.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { GeneralError } from '#web/shared/forms/GeneralError.tsx';
import { useForm } from '#web/shared/forms/use-form.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FormDialog } from '#web/shared/ui/FormDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ClockChip, TICKET_READS, TicketStatusChip } from './ticket-parts.tsx';
import { TicketDialog } from './TicketDialog.tsx';

export const ticketColumns = (withRequester: boolean): Column<Ticket>[] => [
  { key: 'no', header: 'Request no.', render: (t) => t.ticketNo },
  { key: 'subject', header: 'Subject', render: (t) => t.subject },
  ...(withRequester ? [{ key: 'requester', header: 'Requester', render: (t: Ticket) => t.requester }] : []),
  { key: 'category', header: 'Category / priority', render: (t) => `${t.category} · ${t.priority}` },
  { key: 'filed', header: 'Filed', render: (t) => formatDateTime(t.createdAt) },
  { key: 'assigned', header: 'Assigned to', render: (t) => t.assignedTo ?? '-' },
  { key: 'status', header: 'Status', render: (t) => <TicketStatusChip status={t.status} /> },
  { key: 'clock', header: 'Resolution', render: (t) => <ClockChip clock={t.resolutionClock} /> },
];

export default function EndUserHelpDeskPage() {
  const list = useListParams({ filters: {} });
  const rows = usePagedEndpoint(listMyTicketsEndpoint, { query: { ...list.query } });
  const url = useUrlState();
  const open = url.num('ticket');
  const [filing, setFiling] = useState(false);
  return (
    <ScreenAccess reads={listMyTicketsEndpoint}>
      <Box>
        <PageHeader
          title="IT Help Desk"
          subtitle="Ask the IT section for help and follow your requests."
          actions={
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              New request
            </Button>
          }
        />
        <Paper variant="outlined">
          <DataTable
            columns={ticketColumns(false)}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(t) => t.id}
            rowHref={(t) => `/cpd/it-service-request-end-user?ticket=${t.id}`}
            caption="My IT service requests"
            emptyText="You have no IT service requests."
          />
        </Paper>
        {filing && <NewTicketDialog onClose={() => setFiling(false)} onFiled={(id) => url.set({ ticket: id }, true)} />}
        {open !== undefined && <TicketDialog id={open} onClose={() => url.set({ ticket: null }, true)} />}
      </Box>
    </ScreenAccess>
  );
}

function NewTicketDialog({ onClose, onFiled }: { onClose: () => void; onFiled: (id: number) => void }) {
  const initial: TicketFields = {
    category: 'Hardware',
    priority: 'Normal',
    subject: '',
    description: '',
    equipmentId: null,
  };
  const form = useForm(ticketFieldsSchema, initial);
  const create = useEndpointMutation(createTicketEndpoint, { invalidates: TICKET_READS });
  const { busy, submit } = useDialogSubmit(
    form,
    (body) => create.mutateAsync({ body }),
    (saved) => {
      notify.success(`${saved.ticketNo} was sent to the IT section.`);
      onClose();
      onFiled(saved.id);
    },
  );
  const select = <K extends 'category' | 'priority'>(name: K, label: string, options: readonly string[]) => (
    <TextField
      select
      fullWidth
      name={name}
      label={label}
      value={form.values[name]}
      onChange={(e) => form.set(name, e.target.value as TicketFields[K])}
      helperText=" "
    >
      {options.map((o) => (
        <MenuItem key={o} value={o}>
          {o}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <FormDialog
      open
      title="New IT service request"
      onClose={onClose}
      onSubmit={() => void submit()}
      submitting={busy}
      submitLabel="Send"
    >
      <GeneralError message={form.errors.generalErrors} />
      <Stack spacing={1} sx={{ mt: 1 }}>
        <Stack direction="row" spacing={2}>
          {select('category', 'Category', TICKET_CATEGORIES)}
          {select('priority', 'Priority', TICKET_PRIORITIES)}
        </Stack>
        <TextField {...form.text('subject')} label="Subject" required fullWidth autoFocus />
        <TextField {...form.text('description')} label="Description" required fullWidth multiline minRows={3} />
      </Stack>
    </FormDialog>
  );
}
