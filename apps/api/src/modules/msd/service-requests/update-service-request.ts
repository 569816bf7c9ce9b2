import { RequestHistoryEvent } from '@ilaw/contracts/msd/enums';
import type { ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import { updateServiceRequestEndpoint } from '@ilaw/contracts/msd/service-requests/update-service-request';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { SIDE_ACCESS } from '../access.ts';
import { dueAt } from '../compute/clock.ts';
import { MESSAGES, isOpen } from '../compute/transitions.ts';
import { loadCalendar } from '../service-request-constants/constants-queries.ts';
import { resolveFields } from './save-service-request.ts';
import { SERVICE_REQUEST_LOCK, addHistory, loadDetail, requireRequest } from './service-request-queries.ts';

export const DISPATCHED_NO_EDIT = 'The crew is already dispatched; the request can no longer be edited.';

export function editServiceRequest(side: ServiceRequestSide) {
  return async ({ params, body, db, user, actor }: HandlerInput<typeof updateServiceRequestEndpoint, SessionUser>) => {
    const id = params.msdServiceRequestId;
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, SERVICE_REQUEST_LOCK, id);
      const r = await requireRequest(trx, id);
      if (!isOpen(r)) throw conflict(r.status === 'Accomplished' ? MESSAGES.accomplished : MESSAGES.cancelled);
      if (r.dispatched_at !== null) throw conflict(DISPATCHED_NO_EDIT);
      const resolved = await resolveFields(trx, body);
      if (side === 'tsd' && !resolved.target.technical) {
        throw fieldError('typeId', 'Choose a type the technical side handles.');
      }
      const before = {
        typeId: r.type_id,
        subtypeId: r.subtype_id,
        consumerId: r.consumer_id,
        locationType: r.location_type,
        branchCode: r.branch_code,
        barangay: r.barangay,
        address: r.address,
        landmark: r.landmark,
        latitude: r.latitude === null ? null : String(Number(r.latitude)),
        longitude: r.longitude === null ? null : String(Number(r.longitude)),
        requesterName: r.requester_name,
        contactNo: r.contact_no,
        description: r.description,
      };
      const after = {
        ...body,
        branchCode: resolved.columns.branch_code,
        address: resolved.columns.address,
        latitude: body.latitude === null ? null : String(Number(body.latitude)),
        longitude: body.longitude === null ? null : String(Number(body.longitude)),
      };
      const changes = diff(before, after);
      const changed = Object.keys(changes.newValues);
      if (changed.length === 0) return;
      // A new type or subtype brings its category and target; the clock still starts at receipt.
      const retarget = r.type_id !== body.typeId || r.subtype_id !== body.subtypeId;
      const { requires_approval: _a, technical: _t, ...target } = resolved.target;
      const cal = retarget ? await loadCalendar(trx, r.received_at, new Date()) : null;
      await trx
        .updateTable('msd_service_requests')
        .set({
          ...resolved.columns,
          ...(retarget && cal
            ? { ...target, due_at: dueAt(r.received_at, target.target_hours, target.clock_basis, cal) }
            : {}),
          updated_at: new Date(),
        })
        .where('id', '=', id)
        .execute();
      await addHistory(trx, id, RequestHistoryEvent.Updated, `Changed: ${changed.join(', ')}`, user.id);
      await recordAudit(trx, actor, { entityType: 'msd-service-request', entityId: id, action: 'updated', ...changes });
    });
    return loadDetail(db, user, id);
  };
}

export const updateServiceRequest = defineRoute({
  endpoint: updateServiceRequestEndpoint,
  access: anyRole(...SIDE_ACCESS.msd.edit),
  handler: editServiceRequest('msd'),
});
