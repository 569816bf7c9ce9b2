import { listDepartmentsEndpoint } from '@ilaw/contracts/reference/departments/list-departments';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { departmentQuery } from './department-queries.ts';

// Every screen with a department filter reads this list, so any signed-in user may.
export const listDepartments = defineRoute({
  endpoint: listDepartmentsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    const rows = await departmentQuery(db).orderBy('d.code').execute();
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      name: r.name,
      isActive: r.is_active,
      userCount: Number(r.user_count),
    }));
  },
});
