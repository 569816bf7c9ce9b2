import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrRangedDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetRangedEmployeeDtr',
  summary: "One employee's daily time record for a period (print-range).",
  query: withPeriod(period.extend({ employeeId: id })),
  response: employeeDtrSchema,
});
