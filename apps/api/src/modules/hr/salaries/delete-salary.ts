import { deleteSalaryEndpoint } from '@ilaw/contracts/hr/salaries/delete-salary';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { HR_WRITERS } from '../access.ts';
import { SALARY_NOT_FOUND, auditedSalary } from './salary-queries.ts';

export const deleteSalary = defineRoute({
  endpoint: deleteSalaryEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const row = await trx.deleteFrom('salaries').where('id', '=', params.id).returningAll().executeTakeFirst();
      if (!row) throw notFound(SALARY_NOT_FOUND);
      await assertNotOwnEmployeeRecord(trx, user, row.employee_id);
      await recordAudit(trx, actor, {
        entityType: 'salary',
        entityId: params.id,
        action: 'deleted',
        oldValues: auditedSalary({
          employeeId: row.employee_id,
          salaryType: row.salary_type,
          amount: row.amount,
          effectiveDate: row.effective_date,
          remarks: row.remarks,
        }),
      });
    });
    return { ok: true as const };
  },
});
