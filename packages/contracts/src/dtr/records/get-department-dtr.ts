import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const periodShape = z.object(periodFields);

export const departmentGetDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetDtr',
  summary: "One employee's daily time record for a period.",
  query: withPeriod(periodShape.extend({ employeeId: id })),
  response: employeeDtrSchema,
});
