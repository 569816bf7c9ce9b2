import { updatePayrollTypeEndpoint } from '@ilaw/contracts/payroll/payroll-types/update-payroll-type';
import { PAYROLL_TYPE_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadPayrollType, payrollTypeNameTaken } from './payroll-type-queries.ts';

export const TYPE_IN_USE = 'Payrolls use this type: its kind, frequency and benefit can no longer change.';

export const updatePayrollType = defineRoute({
  endpoint: updatePayrollTypeEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        await lockSubject(trx, 'payroll-type', params.id);
        const before = await loadPayrollType(trx, params.id);
        if (!before) throw notFound(PAYROLL_TYPE_NOT_FOUND);
        if (
          before.payrollCount > 0 &&
          (before.kind !== body.kind ||
            before.payFrequency !== body.payFrequency ||
            before.benefitCode !== body.benefitCode)
        )
          throw conflict(TYPE_IN_USE, 'kind');
        await trx
          .updateTable('payroll_types')
          .set({
            name: body.name,
            kind: body.kind,
            pay_frequency: body.payFrequency,
            deducts_contributions: body.deductsContributions,
            is_active: body.isActive,
            benefit_code: body.benefitCode,
            updated_at: new Date(),
          })
          .where('id', '=', params.id)
          .execute();
        const { payrollCount: _count, id: _id, ...old } = before;
        await recordAudit(trx, actor, {
          entityType: 'payroll-type',
          entityId: params.id,
          action: 'updated',
          ...diff(old, body),
        });
      })
      .catch(payrollTypeNameTaken);
    const type = await loadPayrollType(db, params.id);
    if (!type) throw notFound(PAYROLL_TYPE_NOT_FOUND);
    return type;
  },
});
