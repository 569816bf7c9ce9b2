import { createServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/create-service-request';
import { ApprovalState, RequestHistoryEvent, ServiceRequestStatus } from '@ilaw/contracts/msd/enums';
import type { ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { Actor, SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../../platform/idempotency/idempotency.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { SIDE_ACCESS } from '../access.ts';
import { dueAt } from '../compute/clock.ts';
import { loadCalendar } from '../service-request-constants/constants-queries.ts';
import { resolveFields, type RequestFields, type ResolvedFields } from './save-service-request.ts';
import { SERVICE_REQUEST_DOCUMENT, addHistory, loadDetail } from './service-request-queries.ts';

const KEY_SCOPE = 'msd.service-request';

/**
 * Files a resolved request inside the caller's transaction: numbered SR-year-n, its history, its
 * approval when the type needs one, its audit entry. Shared by both doors and by billing's review
 * of a field finding (through public.ts, decision 115).
 */
export async function insertServiceRequest(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  resolved: ResolvedFields,
  fields: RequestFields,
  link: { fieldFindingId?: number } = {},
): Promise<{ id: number; requestNo: string }> {
  const now = new Date();
  const cal = await loadCalendar(trx, now, now);
  const year = manilaToday().slice(0, 4);
  const requestNo = formatDocumentNumber('SR', year, await nextDocumentNumber(trx, 'msd.service-request', year));
  const { requires_approval: needsApproval, technical: _t, ...target } = resolved.target;
  const row = await trx
    .insertInto('msd_service_requests')
    .values({
      request_no: requestNo,
      ...resolved.columns,
      ...target,
      status: ServiceRequestStatus.ForSchedule,
      approval_state: needsApproval ? ApprovalState.Pending : ApprovalState.New,
      received_at: now,
      due_at: dueAt(now, target.target_hours, target.clock_basis, cal),
      created_by: userId,
      field_finding_id: link.fieldFindingId ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await addHistory(trx, row.id, RequestHistoryEvent.New, `${requestNo}: ${resolved.typeName}`, userId);
  if (needsApproval) {
    await submitForApproval(trx, actor, {
      documentType: SERVICE_REQUEST_DOCUMENT,
      documentId: row.id,
      summary: `Service request ${requestNo}, ${resolved.typeName}, ${resolved.columns.consumer_name ?? resolved.columns.requester_name}`,
    });
  }
  await recordAudit(trx, actor, {
    entityType: 'msd-service-request',
    entityId: row.id,
    action: 'created',
    newValues: { requestNo, ...fields, ...(link.fieldFindingId === undefined ? {} : link) },
  });
  return { id: row.id, requestNo };
}

export function fileServiceRequest(side: ServiceRequestSide) {
  return async ({ body, db, user, actor, reply }: HandlerInput<typeof createServiceRequestEndpoint, SessionUser>) => {
    const id = await db.transaction().execute(async (trx) => {
      const key = body.requestKey === null ? null : `${user.id}:${body.requestKey}`;
      if (key !== null) {
        const claim = await claimIdempotencyKey<{ id: number }>(trx, KEY_SCOPE, key, user.id);
        if (!claim.claimed) {
          if (!claim.previousResult) throw conflict('This request is being filed; refresh to see it.');
          return claim.previousResult.id;
        }
      }
      const { requestKey: _key, ...fields } = body;
      const resolved = await resolveFields(trx, fields);
      if (side === 'tsd' && !resolved.target.technical) {
        throw fieldError('typeId', 'Choose a type the technical side handles.');
      }
      const row = await insertServiceRequest(trx, actor, user.id, resolved, fields);
      if (key !== null) await saveIdempotentResult(trx, KEY_SCOPE, key, { id: row.id });
      return row.id;
    });
    reply.code(201);
    return loadDetail(db, user, id);
  };
}

export const createServiceRequest = defineRoute({
  endpoint: createServiceRequestEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.create),
  handler: fileServiceRequest('msd'),
});
