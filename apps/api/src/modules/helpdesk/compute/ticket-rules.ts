// Pure rules of the IT help desk: which action a ticket in a status takes and where it goes, and
// the response and resolution clocks against the priority's targets.
import type { SlaClock, TicketAction, TicketStatus } from '@ilaw/contracts/helpdesk/tickets/ticket';

/** The status an action leads to from a status, or null when the action does not apply. */
export function nextStatus(status: TicketStatus, action: TicketAction): TicketStatus | null {
  switch (action) {
    case 'Assign':
      return status === 'Open' || status === 'Assigned' || status === 'InProgress'
        ? status === 'InProgress'
          ? 'InProgress'
          : 'Assigned'
        : null;
    case 'Start':
      return status === 'Open' || status === 'Assigned' ? 'InProgress' : null;
    case 'Resolve':
      return status === 'Open' || status === 'Assigned' || status === 'InProgress' ? 'Resolved' : null;
    case 'Cancel':
      return status === 'Open' || status === 'Assigned' || status === 'InProgress' ? 'Cancelled' : null;
  }
}

/** The requester's answer to a resolution: closed when accepted, back in progress when not. */
export function confirmationStatus(status: TicketStatus, accept: boolean): TicketStatus | null {
  if (status !== 'Resolved') return null;
  return accept ? 'Closed' : 'InProgress';
}

const MINUTE = 60_000;

/** A clock from `start` with `targetMinutes`, stopped at `stoppedAt` (or still running at `now`). */
export function slaClock(start: Date, targetMinutes: number, stoppedAt: Date | null, now: Date): SlaClock {
  const due = new Date(start.getTime() + targetMinutes * MINUTE);
  if (stoppedAt !== null) {
    const took = Math.round((stoppedAt.getTime() - start.getTime()) / MINUTE);
    return {
      targetMinutes,
      dueAt: due.toISOString(),
      tookMinutes: took,
      state: took <= targetMinutes ? 'Met' : 'Missed',
    };
  }
  return {
    targetMinutes,
    dueAt: due.toISOString(),
    tookMinutes: null,
    state: now.getTime() > due.getTime() ? 'Overdue' : 'Running',
  };
}
