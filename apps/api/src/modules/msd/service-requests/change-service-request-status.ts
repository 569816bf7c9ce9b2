// ServiceRequestStatus: every move of a request, one history event each. The request is locked
// (lockSubject) and read again before the check, so twenty identical moves at once make one
// change and nineteen 409s. Approvals go through the engine (first, then second approval).
import {
  ApprovalState,
  RequestHistoryEvent,
  ServiceRequestAction,
  ServiceRequestStatus,
} from '@ilaw/contracts/msd/enums';
import { changeServiceRequestStatusEndpoint } from '@ilaw/contracts/msd/service-requests/change-service-request-status';
import { formatDate, formatDateTime } from '@ilaw/contracts/format';
import type { Transaction, Updateable } from 'kysely';
import { closePendingApproval, decideApproval, pendingRequestOf } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, forbidden } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { loadTeam } from '../../reference/public.ts';
import { SIDE_ACCESS } from '../access.ts';
import { ACTION_ROLES, holdsActionRole, refusal } from '../compute/transitions.ts';
import {
  SERVICE_REQUEST_DOCUMENT,
  SERVICE_REQUEST_LOCK,
  addHistory,
  loadDetail,
  requireRequest,
  type RequestRow,
} from './service-request-queries.ts';

export const TIME_IN_FUTURE = 'The time cannot be in the future.';
/** A phone's clock may run a little ahead of the server's. */
const CLOCK_SKEW_MS = 5 * 60_000;

type Body = HandlerInput<typeof changeServiceRequestStatusEndpoint, SessionUser>['body'];

const manilaTime = (d: Date) => formatDateTime(d);

/** The crew's stated time: now when not given; never in the future nor before `after`. */
function stepTime(at: string | null | undefined, after: Date, afterWhat: string): Date {
  const now = new Date();
  const t = at ? new Date(at) : now;
  if (t.getTime() > now.getTime() + CLOCK_SKEW_MS) throw fieldError('at', TIME_IN_FUTURE);
  if (t < after) throw fieldError('at', `The time cannot be before ${afterWhat} (${manilaTime(after)}).`);
  return t > now ? now : t;
}

async function apply(
  trx: Transaction<Database>,
  r: RequestRow,
  body: Body,
  user: SessionUser,
  actor: HandlerInput<typeof changeServiceRequestStatusEndpoint, SessionUser>['actor'],
) {
  const id = r.id;
  const set = (values: Updateable<Database['msd_service_requests']>) =>
    trx.updateTable('msd_service_requests').set(values).where('id', '=', id).execute();
  switch (body.action) {
    case ServiceRequestAction.Approve:
    case ServiceRequestAction.Reject: {
      const requestId = await pendingRequestOf(trx, SERVICE_REQUEST_DOCUMENT, id);
      await decideApproval(trx, user, actor, {
        requestId,
        approve: body.action === ServiceRequestAction.Approve,
        remarks: body.remarks,
      });
      return;
    }
    case ServiceRequestAction.Assign: {
      const team = await loadTeam(trx, body.teamId);
      if (!team) throw fieldError('teamId', 'The team was not found.');
      if (!team.isActive) throw fieldError('teamId', 'This team is no longer active.');
      await set({
        team_id: team.id,
        schedule_date: body.scheduleDate,
        status: ServiceRequestStatus.Scheduled,
        assigned_at: new Date(),
        updated_at: new Date(),
      });
      const again = r.team_id !== null ? ' (reassigned)' : '';
      await addHistory(
        trx,
        id,
        RequestHistoryEvent.AssignedToTeam,
        `${team.name}, scheduled ${formatDate(body.scheduleDate)}${again}`,
        user.id,
      );
      return;
    }
    case ServiceRequestAction.Reschedule: {
      if (r.schedule_date === body.scheduleDate) {
        throw fieldError('scheduleDate', 'The request is already scheduled on that date.');
      }
      await set({ schedule_date: body.scheduleDate, updated_at: new Date() });
      await addHistory(
        trx,
        id,
        RequestHistoryEvent.Updated,
        `Rescheduled to ${formatDate(body.scheduleDate)}: ${body.reason}`,
        user.id,
      );
      return;
    }
    case ServiceRequestAction.Dispatch: {
      const at = stepTime(body.at, r.received_at, 'the request was received');
      await set({ dispatched_at: at, updated_at: new Date() });
      await addHistory(trx, id, RequestHistoryEvent.Dispatched, manilaTime(at), user.id);
      return;
    }
    case ServiceRequestAction.Arrive: {
      const at = stepTime(body.at, r.dispatched_at!, 'the crew was dispatched');
      await set({ arrived_at: at, updated_at: new Date() });
      await addHistory(trx, id, RequestHistoryEvent.Arrived, manilaTime(at), user.id);
      return;
    }
    case ServiceRequestAction.Findings: {
      await set({
        findings: body.findings,
        action_taken: body.actionTaken,
        materials_used: body.materialsUsed,
        updated_at: new Date(),
      });
      const event = r.findings === null ? RequestHistoryEvent.UploadedFindings : RequestHistoryEvent.UpdatedFindings;
      await addHistory(trx, id, event, body.findings, user.id);
      return;
    }
    case ServiceRequestAction.Accomplish: {
      const at = stepTime(body.at, r.arrived_at!, 'the crew arrived');
      await set({ status: ServiceRequestStatus.Accomplished, accomplished_at: at, updated_at: new Date() });
      await addHistory(trx, id, RequestHistoryEvent.Accomplished, manilaTime(at), user.id);
      return;
    }
    case ServiceRequestAction.Cancel: {
      if (r.approval_state === ApprovalState.Pending) {
        await closePendingApproval(trx, actor, SERVICE_REQUEST_DOCUMENT, id, body.reason);
      }
      await set({
        status: ServiceRequestStatus.Cancelled,
        cancelled_at: new Date(),
        cancel_reason: body.reason,
        updated_at: new Date(),
      });
      await addHistory(trx, id, RequestHistoryEvent.Cancelled, body.reason, user.id);
      return;
    }
  }
}

export async function changeStatus({
  body,
  db,
  user,
  actor,
}: HandlerInput<typeof changeServiceRequestStatusEndpoint, SessionUser>) {
  const id = body.serviceRequestId;
  if (!holdsActionRole(user.roles, body.action)) {
    throw forbidden(`Only holders of ${ACTION_ROLES[body.action].join(' or ')} may do this (${body.action}).`);
  }
  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, SERVICE_REQUEST_LOCK, id);
    const r = await requireRequest(trx, id);
    const refused = refusal(
      {
        status: r.status,
        approvalState: r.approval_state,
        teamId: r.team_id,
        dispatchedAt: r.dispatched_at,
        arrivedAt: r.arrived_at,
        findings: r.findings,
      },
      body.action,
    );
    if (refused) throw conflict(refused);
    await apply(trx, r, body, user, actor);
    const { serviceRequestId: _id, ...change } = body;
    await recordAudit(trx, actor, {
      entityType: 'msd-service-request',
      entityId: id,
      action: body.action.toLowerCase(),
      oldValues: { status: r.status, approvalState: r.approval_state },
      newValues: change,
    });
  });
  return loadDetail(db, user, id);
}

export const changeServiceRequestStatus = defineRoute({
  endpoint: changeServiceRequestStatusEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.status),
  handler: changeStatus,
});
