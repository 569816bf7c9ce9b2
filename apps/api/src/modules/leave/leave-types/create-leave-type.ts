import { createLeaveTypeEndpoint } from '@ilaw/contracts/leave/leave-types/create-leave-type';
import { LEAVE_TYPE_CODE_TAKEN } from '@ilaw/contracts/leave/leave-types/leave-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { toLeaveType } from './leave-type-queries.ts';

export const createLeaveType = defineRoute({
  endpoint: createLeaveTypeEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ body, db, actor, reply }) {
    const row = await db
      .transaction()
      .execute(async (trx) => {
        const taken = await trx.selectFrom('leave_types').select('id').where('code', '=', body.code).executeTakeFirst();
        if (taken) throw conflict(LEAVE_TYPE_CODE_TAKEN, 'code');
        const t = await trx
          .insertInto('leave_types')
          .values({
            code: body.code,
            name: body.name,
            earning_rule: body.earningRule,
            monthly_credit: body.monthlyCredit,
            annual_credit: body.annualCredit,
            carries_over: body.carriesOver,
            is_active: body.isActive,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'leave-type',
          entityId: t.id,
          action: 'created',
          newValues: toLeaveType(t),
        });
        return t;
      })
      .catch(duplicateToConflict({ constraint: 'leave_types_code', message: LEAVE_TYPE_CODE_TAKEN, field: 'code' }));
    reply.code(201);
    return toLeaveType(row);
  },
});
