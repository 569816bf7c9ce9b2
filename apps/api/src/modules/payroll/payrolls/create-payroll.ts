import { createPayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/create-payroll';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadPayroll } from './payroll-queries.ts';
import { checkPayrollFields, payrollValues } from './save-payroll.ts';

export const createPayroll = defineRoute({
  endpoint: createPayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkPayrollFields(trx, body, null);
      const row = await trx
        .insertInto('payrolls')
        .values({ ...payrollValues(body), status: 'Draft', created_by: actor.userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { entityType: 'payroll', entityId: row.id, action: 'created', newValues: body });
      return row.id;
    });
    const payroll = await loadPayroll(db, user, id);
    if (!payroll) throw new Error('created payroll vanished');
    reply.code(201);
    return payroll;
  },
});
