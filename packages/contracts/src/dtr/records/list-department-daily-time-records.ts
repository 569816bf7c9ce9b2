import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { DTR_SORT_COLUMNS, dailyTimeRecordSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

export const departmentDtrListEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords',
  summary: 'Paged daily time records of the department for a period (employee and date order).',
  query: withPeriod(
    pagingQuery
      .extend(periodFields)
      .extend(sortQuery(DTR_SORT_COLUMNS).shape)
      .extend({ employeeId: id.optional(), departmentId: id.optional() }),
  ),
  response: pagedOf(dailyTimeRecordSchema),
});
