// Pieces both help desk screens share: status chip, clocks, the reads a change refreshes.
import { getTicketEndpoint } from '@ilaw/contracts/helpdesk/tickets/get-ticket';
import { listMyTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-my-tickets';
import { listTicketsEndpoint } from '@ilaw/contracts/helpdesk/tickets/list-tickets';
import { TICKET_STATUS_LABELS, type SlaClock, type TicketStatus } from '@ilaw/contracts/helpdesk/tickets/ticket';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

export const TICKET_READS = [listMyTicketsEndpoint, listTicketsEndpoint, getTicketEndpoint];

const CHIP: Record<TicketStatus, string> = {
  Open: 'pending',
  Assigned: 'pending',
  InProgress: 'inspected',
  Resolved: 'submitted',
  Closed: 'completed',
  Cancelled: 'cancelled',
};

export function TicketStatusChip({ status }: { status: TicketStatus }) {
  return <StatusChip status={CHIP[status]} label={TICKET_STATUS_LABELS[status]} />;
}

const minutes = (m: number) =>
  m < 60 ? `${m} min` : m < 1440 ? `${Math.round((m / 60) * 10) / 10} h` : `${Math.round((m / 1440) * 10) / 10} days`;

/** 'Met: 25 min of 1 h', 'Overdue (target 4 h)'. */
export function clockText(c: SlaClock): string {
  if (c.tookMinutes !== null) return `${c.state}: ${minutes(c.tookMinutes)} of ${minutes(c.targetMinutes)}`;
  return `${c.state === 'Overdue' ? 'Overdue' : 'Running'} (target ${minutes(c.targetMinutes)})`;
}

export function ClockChip({ clock }: { clock: SlaClock }) {
  const key = clock.state === 'Met' ? 'passed' : clock.state === 'Running' ? 'pending' : 'failed';
  return <StatusChip status={key} label={clockText(clock)} />;
}
