import { hrDtrListEndpoint } from '@ilaw/contracts/dtr/records/list-daily-time-records';
import { sql } from 'kysely';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { DTR_SORT, storedDtrQuery, storedDtrToDto } from './record-queries.ts';

const HR = anyRole('Employee');

export const listDailyTimeRecords = defineRoute({
  endpoint: hrDtrListEndpoint,
  access: HR,
  async handler({ query, db }) {
    let q = storedDtrQuery(db, query.from, query.to);
    if (query.departmentId) q = q.where('e.department_id', '=', query.departmentId);
    if (query.employeeId) q = q.where('r.employee_id', '=', query.employeeId);
    if (query.search) {
      const term = `%${query.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      q = q.where((eb) =>
        eb.or([
          eb(sql`lower(e.last_name || ' ' || e.first_name)`, 'like', term),
          eb(sql`lower(e.employee_id)`, 'like', term),
        ]),
      );
    }
    const requested = requestedOrder(query, DTR_SORT);
    if (requested !== undefined) q = q.orderBy(requested);
    return paginate(
      q
        .orderBy(sql`lower(e.last_name)`)
        .orderBy('r.employee_id')
        .orderBy('r.record_date'),
      query,
      storedDtrToDto,
    );
  },
});
