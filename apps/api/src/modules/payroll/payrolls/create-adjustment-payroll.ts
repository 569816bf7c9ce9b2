import { createAdjustmentPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-adjustment-payroll';
import { ADJUST_ONLY_POSTED, PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { PAYROLL_LOCK, loadPayroll } from './payroll-queries.ts';

export const createAdjustmentPayroll = defineRoute({
  endpoint: createAdjustmentPayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, PAYROLL_LOCK.payroll, params.id);
      const original = await trx.selectFrom('payrolls').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!original) throw notFound(PAYROLL_NOT_FOUND);
      if (original.status !== 'Posted') throw conflict(ADJUST_ONLY_POSTED);
      const earlier = await trx
        .selectFrom('payrolls')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('adjusts_payroll_id', '=', params.id)
        .executeTakeFirstOrThrow();
      const row = await trx
        .insertInto('payrolls')
        .values({
          name: `${original.name}, adjustment ${Number(earlier.n) + 1}`.slice(0, 120),
          payroll_type_id: original.payroll_type_id,
          period_start: original.period_start,
          period_end: original.period_end,
          pay_date: original.pay_date,
          department_id: original.department_id,
          employee_status: original.employee_status,
          employment_type: original.employment_type,
          adjusts_payroll_id: original.id,
          status: 'Draft',
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'payroll',
        entityId: row.id,
        action: 'created',
        newValues: { adjustsPayrollId: original.id },
      });
      return row.id;
    });
    const payroll = await loadPayroll(db, user, id);
    if (!payroll) throw new Error('created payroll vanished');
    reply.code(201);
    return payroll;
  },
});
