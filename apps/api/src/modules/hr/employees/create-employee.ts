import { createEmployeeEndpoint } from '@ilaw/contracts/hr/employees/create-employee';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { auditedEmployee, loadEmployee } from './employee-queries.ts';
import {
  assertNotLinkingSelf,
  checkEmployeeFields,
  employeeColumns,
  uniqueViolationToConflict,
} from './save-employee.ts';

export const createEmployee = defineRoute({
  endpoint: createEmployeeEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ body, db, actor, user, reply }) {
    assertNotLinkingSelf(body, user);
    const id = await db
      .transaction()
      .execute(async (trx) => {
        await checkEmployeeFields(trx, body, null);
        const row = await trx
          .insertInto('employees')
          .values(employeeColumns(body))
          .returning('id')
          .executeTakeFirstOrThrow();
        const created = await loadEmployee(trx, row.id);
        await recordAudit(trx, actor, {
          entityType: 'employee',
          entityId: row.id,
          action: 'created',
          newValues: created ? auditedEmployee(created) : null,
        });
        return row.id;
      })
      .catch(uniqueViolationToConflict);
    const employee = await loadEmployee(db, id);
    if (!employee) throw new Error('created employee vanished');
    reply.code(201);
    return employee;
  },
});
