import { updateEmployeeEndpoint } from '@ilaw/contracts/hr/employees/update-employee';
import { assertNotOwnEmployeeRecord } from '../../../platform/approvals/own-record.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { auditedEmployee, loadEmployee } from './employee-queries.ts';
import {
  assertNotLinkingSelf,
  checkEmployeeFields,
  employeeColumns,
  uniqueViolationToConflict,
} from './save-employee.ts';
import { EMPLOYEE_NOT_FOUND } from './get-employee.ts';

export const updateEmployee = defineRoute({
  endpoint: updateEmployeeEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, body, db, actor, user }) {
    assertNotLinkingSelf(body, user);
    await db
      .transaction()
      .execute(async (trx) => {
        // Lock the row so two edits apply one after the other.
        const locked = await trx
          .selectFrom('employees')
          .select('id')
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!locked) throw notFound(EMPLOYEE_NOT_FOUND);
        // Nobody edits their own employee record (decision 014): a colleague in HR does.
        await assertNotOwnEmployeeRecord(trx, user, params.id);
        const before = await loadEmployee(trx, params.id);
        if (!before) throw notFound(EMPLOYEE_NOT_FOUND);
        await checkEmployeeFields(trx, body, params.id);
        await trx
          .updateTable('employees')
          .set({ ...employeeColumns(body), updated_at: new Date() })
          .where('id', '=', params.id)
          .execute();
        const after = await loadEmployee(trx, params.id);
        if (!after) throw notFound(EMPLOYEE_NOT_FOUND);
        const changes = diff(auditedEmployee(before), auditedEmployee(after));
        if (Object.keys(changes.newValues).length > 0) {
          await recordAudit(trx, actor, { entityType: 'employee', entityId: params.id, action: 'updated', ...changes });
        }
      })
      .catch(uniqueViolationToConflict);
    const employee = await loadEmployee(db, params.id);
    if (!employee) throw notFound(EMPLOYEE_NOT_FOUND);
    return employee;
  },
});
