import { createPayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/create-payroll-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadPayrollType, payrollTypeNameTaken } from './payroll-type-queries.ts';

export const createPayrollType = defineRoute({
  endpoint: createPayrollTypeEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('payroll_types')
          .values({
            name: body.name,
            kind: body.kind,
            pay_frequency: body.payFrequency,
            deducts_contributions: body.deductsContributions,
            is_active: body.isActive,
            benefit_code: body.benefitCode,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'payroll-type',
          entityId: row.id,
          action: 'created',
          newValues: body,
        });
        return row.id;
      })
      .catch(payrollTypeNameTaken);
    const type = await loadPayrollType(db, id);
    if (!type) throw new Error('created payroll type vanished');
    reply.code(201);
    return type;
  },
});
