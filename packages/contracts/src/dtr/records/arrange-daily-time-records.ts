import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { dailyTimeRecordSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrArrangeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/Arrange',
  summary: "Re-arrange one employee's logs into AM/PM in and out for a period and save the days.",
  body: withPeriod(period.extend({ employeeId: id })),
  response: z.object({ records: z.array(dailyTimeRecordSchema) }),
});
