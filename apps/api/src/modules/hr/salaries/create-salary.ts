import { createSalaryEndpoint } from '@ilaw/contracts/hr/salaries/create-salary';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { HR_WRITERS } from '../access.ts';
import { checkSalary, salaryDateConflict } from './save-salary.ts';
import { auditedSalary, loadSalary } from './salary-queries.ts';

export const createSalary = defineRoute({
  endpoint: createSalaryEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ body, db, actor, user, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        // Nobody records their own salary (issue 10 item 6).
        await assertNotOwnEmployeeRecord(trx, user, body.employeeId);
        await checkSalary(trx, body, null);
        const row = await trx
          .insertInto('salaries')
          .values({
            employee_id: body.employeeId,
            salary_type: body.salaryType,
            amount: body.amount,
            effective_date: body.effectiveDate,
            remarks: body.remarks,
            created_by: actor.userId,
          })
          .returning(['id', 'amount'])
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'salary',
          entityId: row.id,
          action: 'created',
          newValues: auditedSalary({ ...body, amount: row.amount }),
        });
        return row.id;
      })
      .catch(salaryDateConflict);
    const salary = await loadSalary(db, id);
    if (!salary) throw new Error('created salary vanished');
    reply.code(201);
    return salary;
  },
});
