import { listFamilyEndpoint } from '@ilaw/contracts/hr/family/list-family';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { HR_READERS } from '../access.ts';
import { requireEmployee, toFamilyMember } from './family-queries.ts';

export const listFamily = defineRoute({
  endpoint: listFamilyEndpoint,
  access: anyRole(...HR_READERS),
  async handler({ params, db }) {
    await requireEmployee(db, params.employeeId);
    const rows = await db
      .selectFrom('employee_family_members')
      .selectAll()
      .where('employee_id', '=', params.employeeId)
      .orderBy(sql`CASE relationship WHEN 'Spouse' THEN 0 WHEN 'Child' THEN 1 ELSE 2 END`)
      .orderBy('birth_date')
      .orderBy('id')
      .execute();
    return rows.map(toFamilyMember);
  },
});
