import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const periodShape = z.object(periodFields);

export const departmentRangedDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetRangedEmployeeDtr',
  summary: "Every department employee's daily time record for a period (for printing).",
  query: withPeriod(periodShape.extend({ departmentId: id.optional(), employeeId: id.optional() })),
  response: z.array(employeeDtrSchema),
});
