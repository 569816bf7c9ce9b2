// Sets a type's approvers per step (decision 072). Each must hold ServiceRequestApprover (the
// engine's decider role); the engine's filter reads this table at every decision, so requests
// already pending follow the new list.
import { updateTypeApproversEndpoint } from '@ilaw/contracts/msd/service-request-types/update-type-approvers';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TYPE_ADMINS } from '../access.ts';
import { loadTypeApprovers } from './type-approver-queries.ts';

export const NOT_AN_APPROVER = 'Choose users who hold the ServiceRequestApprover role.';

export const updateTypeApprovers = defineRoute({
  endpoint: updateTypeApproversEndpoint,
  access: anyRole(...TYPE_ADMINS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'msd-type-approvers', params.id);
      const before = await loadTypeApprovers(trx, params.id);
      const ids = [...new Set([...body.firstApprovers, ...body.secondApprovers])];
      if (ids.length > 0) {
        const holders = await trx
          .selectFrom('user_roles')
          .select('user_id')
          .where('user_id', 'in', ids)
          .where('role', '=', 'ServiceRequestApprover')
          .execute();
        const ok = new Set(holders.map((h) => h.user_id));
        if (body.firstApprovers.some((u) => !ok.has(u))) throw fieldError('firstApprovers', NOT_AN_APPROVER);
        if (body.secondApprovers.some((u) => !ok.has(u))) throw fieldError('secondApprovers', NOT_AN_APPROVER);
      }
      await trx.deleteFrom('msd_service_request_type_approvers').where('type_id', '=', params.id).execute();
      const rows = [
        ...[...new Set(body.firstApprovers)].map((u) => ({ type_id: params.id, step: 1, user_id: u })),
        ...[...new Set(body.secondApprovers)].map((u) => ({ type_id: params.id, step: 2, user_id: u })),
      ];
      if (rows.length > 0) await trx.insertInto('msd_service_request_type_approvers').values(rows).execute();
      await recordAudit(trx, actor, {
        entityType: 'msd-service-request-type',
        entityId: params.id,
        action: 'approvers',
        oldValues: { steps: before.steps.map((s) => s.approvers.map((a) => a.userId)) },
        newValues: body,
      });
    });
    return loadTypeApprovers(db, params.id);
  },
});
