import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrDtrByDepartmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetEmployeeDtrByDepartment',
  summary: "A department's daily time records for a period (print-department).",
  query: withPeriod(period.extend({ departmentId: id })),
  response: z.array(employeeDtrSchema),
});
