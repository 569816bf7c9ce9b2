import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id as recordId, searchText } from '../../primitives.ts';
import { DTR_SORT_COLUMNS, dailyTimeRecordSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

export const hrDtrListEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord',
  summary: 'Paged daily time records of every employee for a period, with department, employee and search filters.',
  query: withPeriod(
    pagingQuery
      .extend(periodFields)
      .extend(sortQuery(DTR_SORT_COLUMNS).shape)
      .extend({
        departmentId: id.optional(),
        employeeId: id.optional(),
        search: searchText(100).optional(),
      }),
  ),
  response: pagedOf(dailyTimeRecordSchema),
});
