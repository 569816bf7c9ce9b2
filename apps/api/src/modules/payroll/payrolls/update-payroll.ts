import { updatePayrollEndpoint } from '@ilaw/contracts/payroll/payrolls/update-payroll';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { loadPayroll } from './payroll-queries.ts';
import { checkPayrollFields, lockDraft, payrollValues } from './save-payroll.ts';

export const updatePayroll = defineRoute({
  endpoint: updatePayrollEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const before = await lockDraft(trx, params.id);
      await checkPayrollFields(trx, body, params.id);
      // The lines were made for the old period and employees: they go, generate again.
      await trx.deleteFrom('payroll_line_employee_items').where('payroll_id', '=', params.id).execute();
      const dropped = await trx.deleteFrom('payroll_lines').where('payroll_id', '=', params.id).executeTakeFirst();
      await trx
        .updateTable('payrolls')
        .set({
          ...payrollValues(body),
          employee_count: 0,
          total_gross: '0',
          total_deductions: '0',
          total_net: '0',
          generated_at: null,
          generated_by: null,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'payroll',
        entityId: params.id,
        action: Number(dropped.numDeletedRows) > 0 ? 'updated (lines dropped)' : 'updated',
        ...diff(
          {
            name: before.name,
            payrollTypeId: before.payroll_type_id,
            periodStart: before.period_start,
            periodEnd: before.period_end,
            payDate: before.pay_date,
            departmentId: before.department_id,
            employeeStatus: before.employee_status,
            employmentType: before.employment_type,
            remarks: before.remarks,
          },
          body,
        ),
      });
    });
    const payroll = await loadPayroll(db, user, params.id);
    if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
    return payroll;
  },
});
