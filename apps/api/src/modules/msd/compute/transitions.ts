// What may be done to a service request in each state, and who does it. SPEC.md lists the
// statuses but not the transitions (section 4); these are decision 070's.
import {
  ApprovalState,
  SERVICE_REQUEST_ACTIONS,
  ServiceRequestAction,
  ServiceRequestStatus,
} from '@ilaw/contracts/msd/enums';
import type { Role } from '@ilaw/contracts/roles';

export interface RequestState {
  status: ServiceRequestStatus;
  approvalState: ApprovalState;
  teamId: number | null;
  dispatchedAt: Date | null;
  arrivedAt: Date | null;
  findings: string | null;
}

/** The roles that take each action (approvals: also a signatory of the step, checked by the engine). */
export const ACTION_ROLES: Record<ServiceRequestAction, readonly Role[]> = {
  Approve: ['ServiceRequestApprover'],
  Reject: ['ServiceRequestApprover'],
  Assign: ['ServiceRequestAssigner'],
  // The crew knows first when it cannot make the date (issue 14: "the crew's side to schedule").
  Reschedule: ['ServiceRequestLineman', 'ServiceRequestAssigner'],
  Dispatch: ['ServiceRequestLineman'],
  Arrive: ['ServiceRequestLineman'],
  Findings: ['ServiceRequestLineman'],
  Accomplish: ['ServiceRequestLineman'],
  // The crew cancels from the field too (duplicate, withdrawn, nothing to do), with a reason.
  Cancel: ['ServiceRequest', 'ServiceRequestAssigner', 'ServiceRequestLineman'],
};

/** Who edits the request's own fields while it is open. */
export const EDITOR_ROLES: readonly Role[] = ['ServiceRequest', 'ServiceRequestAssigner'];

export const MESSAGES = {
  accomplished: 'This service request is already accomplished.',
  cancelled: 'This service request is already cancelled.',
  notPending: 'This service request is not waiting for approval.',
  awaitingApproval: 'The service request must be approved before it is assigned.',
  rejected: 'A rejected service request cannot be assigned.',
  alreadyDispatched: 'The crew is already dispatched; the request can no longer be reassigned.',
  notAssigned: 'Assign the request to a team first.',
  dispatchedNoReschedule: 'The crew is already dispatched; the schedule can no longer be moved.',
  dispatchedAlready: "The crew's dispatch is already recorded.",
  notDispatched: "Record the crew's dispatch first.",
  arrivedAlready: "The crew's arrival is already recorded.",
  notArrived: "Record the crew's arrival first.",
  noFindings: 'Record the findings first.',
} as const;

/** Why `action` cannot be taken now, or null when it can. */
export function refusal(s: RequestState, action: ServiceRequestAction): string | null {
  if (s.status === ServiceRequestStatus.Accomplished) return MESSAGES.accomplished;
  if (s.status === ServiceRequestStatus.Cancelled) return MESSAGES.cancelled;
  switch (action) {
    case ServiceRequestAction.Approve:
    case ServiceRequestAction.Reject:
      return s.approvalState === ApprovalState.Pending ? null : MESSAGES.notPending;
    case ServiceRequestAction.Assign:
      if (s.approvalState === ApprovalState.Pending) return MESSAGES.awaitingApproval;
      if (s.approvalState === ApprovalState.Rejected) return MESSAGES.rejected;
      return s.dispatchedAt === null ? null : MESSAGES.alreadyDispatched;
    case ServiceRequestAction.Reschedule:
      if (s.status !== ServiceRequestStatus.Scheduled) return MESSAGES.notAssigned;
      return s.dispatchedAt === null ? null : MESSAGES.dispatchedNoReschedule;
    case ServiceRequestAction.Dispatch:
      if (s.status !== ServiceRequestStatus.Scheduled) return MESSAGES.notAssigned;
      return s.dispatchedAt === null ? null : MESSAGES.dispatchedAlready;
    case ServiceRequestAction.Arrive:
      if (s.status !== ServiceRequestStatus.Scheduled) return MESSAGES.notAssigned;
      if (s.dispatchedAt === null) return MESSAGES.notDispatched;
      return s.arrivedAt === null ? null : MESSAGES.arrivedAlready;
    case ServiceRequestAction.Findings:
      if (s.status !== ServiceRequestStatus.Scheduled) return MESSAGES.notAssigned;
      return s.arrivedAt === null ? MESSAGES.notArrived : null;
    case ServiceRequestAction.Accomplish:
      if (s.status !== ServiceRequestStatus.Scheduled) return MESSAGES.notAssigned;
      if (s.arrivedAt === null) return MESSAGES.notArrived;
      return s.findings === null ? MESSAGES.noFindings : null;
    case ServiceRequestAction.Cancel:
      return null;
  }
}

export function holdsActionRole(roles: readonly string[], action: ServiceRequestAction): boolean {
  return ACTION_ROLES[action].some((r) => roles.includes(r));
}

/** The actions a user with `roles` may take now (`canDecide`: the engine says they sign this step). */
export function allowedActions(s: RequestState, roles: readonly string[], canDecide: boolean): ServiceRequestAction[] {
  return SERVICE_REQUEST_ACTIONS.filter((a) => {
    if (!holdsActionRole(roles, a) || refusal(s, a) !== null) return false;
    if (a === ServiceRequestAction.Approve || a === ServiceRequestAction.Reject) return canDecide;
    return true;
  });
}

export function isOpen(s: Pick<RequestState, 'status'>): boolean {
  return s.status === ServiceRequestStatus.ForSchedule || s.status === ServiceRequestStatus.Scheduled;
}
