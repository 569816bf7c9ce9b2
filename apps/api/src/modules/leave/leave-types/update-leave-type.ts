import { LEAVE_TYPE_CODE_TAKEN } from '@ilaw/contracts/leave/leave-types/leave-type';
import { updateLeaveTypeEndpoint } from '@ilaw/contracts/leave/leave-types/update-leave-type';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { toLeaveType } from './leave-type-queries.ts';

export const updateLeaveType = defineRoute({
  endpoint: updateLeaveTypeEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ params, body, db, actor }) {
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const old = await trx
          .selectFrom('leave_types')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!old) throw notFound('The leave type was not found.');
        const taken = await trx
          .selectFrom('leave_types')
          .select('id')
          .where('code', '=', body.code)
          .where('id', '<>', params.id)
          .executeTakeFirst();
        if (taken) throw conflict(LEAVE_TYPE_CODE_TAKEN, 'code');
        const t = await trx
          .updateTable('leave_types')
          .set({
            code: body.code,
            name: body.name,
            earning_rule: body.earningRule,
            monthly_credit: body.monthlyCredit,
            annual_credit: body.annualCredit,
            carries_over: body.carriesOver,
            is_active: body.isActive,
          })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const changes = diff(toLeaveType(old), toLeaveType(t));
        if (Object.keys(changes.newValues).length > 0)
          await recordAudit(trx, actor, { entityType: 'leave-type', entityId: t.id, action: 'updated', ...changes });
        return t;
      })
      .catch(duplicateToConflict({ constraint: 'leave_types_code', message: LEAVE_TYPE_CODE_TAKEN, field: 'code' }));
    return toLeaveType(row);
  },
});
