import { updateSalaryEndpoint } from '@ilaw/contracts/hr/salaries/update-salary';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { HR_WRITERS } from '../access.ts';
import { checkSalary, salaryDateConflict } from './save-salary.ts';
import { SALARY_NOT_FOUND, auditedSalary, loadSalary } from './salary-queries.ts';

export const updateSalary = defineRoute({
  endpoint: updateSalaryEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, body, db, actor, user }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom('salaries')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound(SALARY_NOT_FOUND);
        await assertNotOwnEmployeeRecord(trx, user, before.employee_id, body.employeeId);
        await checkSalary(trx, body, params.id);
        const after = await trx
          .updateTable('salaries')
          .set({
            employee_id: body.employeeId,
            salary_type: body.salaryType,
            amount: body.amount,
            effective_date: body.effectiveDate,
            remarks: body.remarks,
            updated_at: new Date(),
          })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const pick = (r: typeof before) =>
          auditedSalary({
            employeeId: r.employee_id,
            salaryType: r.salary_type,
            amount: r.amount,
            effectiveDate: r.effective_date,
            remarks: r.remarks,
          });
        const changes = diff(pick(before), pick(after));
        if (Object.keys(changes.newValues).length > 0) {
          await recordAudit(trx, actor, { entityType: 'salary', entityId: params.id, action: 'updated', ...changes });
        }
      })
      .catch(salaryDateConflict);
    const salary = await loadSalary(db, params.id);
    if (!salary) throw notFound(SALARY_NOT_FOUND);
    return salary;
  },
});
