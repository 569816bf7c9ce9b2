import { createDepartmentEndpoint } from '@ilaw/contracts/reference/departments/create-department';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { loadDepartment } from './department-queries.ts';
import { checkDepartmentCode } from './save-department.ts';

export const createDepartment = defineRoute({
  endpoint: createDepartmentEndpoint,
  access: anyRole('Admin'),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkDepartmentCode(trx, body.code, null);
      const row = await trx
        .insertInto('departments')
        .values({ code: body.code, name: body.name, is_active: body.isActive })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, { entityType: 'department', entityId: row.id, action: 'created', newValues: body });
      return row.id;
    });
    const department = await loadDepartment(db, id);
    if (!department) throw new Error('created department vanished');
    reply.code(201);
    return department;
  },
});
