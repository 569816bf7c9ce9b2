// One IT service request in a dialog: its particulars and clocks, the conversation, a comment box,
// IT's actions (assign, start, resolve, cancel) and the requester's confirmation or reopening.
import { addTicketCommentEndpoint } from '@ilaw/contracts/helpdesk/tickets/add-ticket-comment';
import { confirmTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/confirm-ticket';
import { getTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/get-ticket';
import type { TicketAction, TicketDetail } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { updateTicketStatusEndpoint } from '@ilaw/contracts/helpdesk/tickets/update-ticket-status';
import { formatDateTime } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { ClockChip, TICKET_READS, TicketStatusChip } from './ticket-parts.tsx';
import { TicketAttachments } from './TicketAttachments.tsx';

export function TicketDialog({ id, onClose }: { id: number; onClose: () => void }) {
  const ticket = useQuery(endpointQuery(getTicketEndpoint, { params: { id } }));
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>
        {ticket.data ? `${ticket.data.ticketNo}: ${ticket.data.subject}` : 'IT service request'}
      </DialogTitle>
      <DialogContent>{ticket.data && <TicketBody t={ticket.data} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

function TicketBody({ t }: { t: TicketDetail }) {
  const can = useCan();
  const me = useCurrentUser().data;
  const [text, setText] = useState('');
  const comment = useEndpointMutation(addTicketCommentEndpoint, { invalidates: TICKET_READS });
  const status = useEndpointMutation(updateTicketStatusEndpoint, { invalidates: TICKET_READS });
  const confirm = useEndpointMutation(confirmTicketEndpoint, { invalidates: TICKET_READS });
  const isIt = can(updateTicketStatusEndpoint);
  const isRequester = me?.id === t.requesterId;
  const open = t.status === 'Open' || t.status === 'Assigned' || t.status === 'InProgress';
  const act = (action: TicketAction, extra: { assigneeId?: number; note?: string | null } = {}) =>
    void status.mutateAsync({
      params: { id: t.id },
      body: { action, assigneeId: extra.assigneeId ?? null, note: extra.note ?? null },
    });
  const note = text.trim() === '' ? null : text.trim();
  return (
    <Box>
      <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }}>
        <TicketStatusChip status={t.status} />
        <Typography variant="body2">{`${t.category} · ${t.priority} · by ${t.requester} on ${formatDateTime(t.createdAt)}`}</Typography>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap' }}>
        <Typography variant="body2">Response:</Typography>
        <ClockChip clock={t.response} />
        <Typography variant="body2">Resolution:</Typography>
        <ClockChip clock={t.resolutionClock} />
      </Stack>
      <Typography sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>{t.description}</Typography>
      {t.equipment && <Typography variant="body2">{`Equipment: ${t.equipment}`}</Typography>}
      <Typography variant="body2" sx={{ mb: 2 }}>{`Assigned to: ${t.assignedTo ?? 'nobody yet'}`}</Typography>
      {t.resolution && <Typography sx={{ mb: 2 }}>{`Resolution: ${t.resolution}`}</Typography>}
      <TicketAttachments t={t} canAttach={t.status !== 'Closed' && t.status !== 'Cancelled'} />
      <Typography variant="subtitle2">Conversation</Typography>
      <Box component="ul" aria-label="Conversation" sx={{ pl: 2, mt: 0.5 }}>
        {t.comments.map((c) => (
          <li key={c.id}>
            <Typography variant="body2" sx={{ fontStyle: c.kind === 'Event' ? 'italic' : 'normal' }}>
              {`${c.author}${c.fromIt ? ' (IT)' : ''}, ${formatDateTime(c.at)}: ${c.body}`}
            </Typography>
          </li>
        ))}
      </Box>
      {t.status !== 'Closed' && t.status !== 'Cancelled' && (
        <TextField
          label={t.status === 'Resolved' && isRequester ? 'Comment (a reason to reopen)' : 'Comment'}
          name="comment"
          value={text}
          onChange={(e) => setText(e.target.value)}
          multiline
          minRows={2}
          fullWidth
          sx={{ mt: 1 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }}>
        {open && (
          <Button
            disabled={note === null || comment.isPending}
            onClick={() =>
              void comment.mutateAsync({ params: { id: t.id }, body: { body: note ?? '' } }).then(() => setText(''))
            }
          >
            Send comment
          </Button>
        )}
        {isIt && open && me && t.assignedToId !== me.id && (
          <Button onClick={() => act('Assign', { assigneeId: me.id })}>Assign to me</Button>
        )}
        {isIt && (t.status === 'Open' || t.status === 'Assigned') && (
          <Button onClick={() => act('Start')}>Start work</Button>
        )}
        {isIt && open && (
          <Button variant="contained" disabled={note === null} onClick={() => (act('Resolve', { note }), setText(''))}>
            Resolve
          </Button>
        )}
        {isIt && open && (
          <Button color="error" onClick={() => act('Cancel', { note })}>
            Cancel request
          </Button>
        )}
        {isRequester && t.status === 'Resolved' && (
          <>
            <Button
              variant="contained"
              onClick={() => void confirm.mutateAsync({ params: { id: t.id }, body: { accept: true, note } })}
            >
              Confirm resolved
            </Button>
            <Button
              disabled={note === null}
              onClick={() =>
                void confirm
                  .mutateAsync({ params: { id: t.id }, body: { accept: false, note } })
                  .then(() => setText(''))
              }
            >
              Reopen
            </Button>
          </>
        )}
      </Stack>
    </Box>
  );
}
