import { updateDepartmentEndpoint } from '@ilaw/contracts/reference/departments/update-department';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { loadDepartment } from './department-queries.ts';
import { checkDepartmentCode } from './save-department.ts';

export const updateDepartment = defineRoute({
  endpoint: updateDepartmentEndpoint,
  access: anyRole('Admin'),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadDepartment(trx, params.id);
      if (!before) throw notFound('The department was not found.');
      await checkDepartmentCode(trx, body.code, params.id);
      await trx
        .updateTable('departments')
        .set({ code: body.code, name: body.name, is_active: body.isActive, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      const changes = diff(
        { code: before.code, name: before.name, isActive: before.isActive },
        { code: body.code, name: body.name, isActive: body.isActive },
      );
      if (Object.keys(changes.newValues).length > 0) {
        await recordAudit(trx, actor, { entityType: 'department', entityId: params.id, action: 'updated', ...changes });
      }
    });
    const department = await loadDepartment(db, params.id);
    if (!department) throw notFound('The department was not found.');
    return department;
  },
});
