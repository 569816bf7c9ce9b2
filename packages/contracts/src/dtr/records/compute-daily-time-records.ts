import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { computeResultSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const period = z.object(periodFields);

export const hrComputeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord',
  summary: 'Compute daily time records for a period (everyone, a department or one employee).',
  body: withPeriod(period.extend({ departmentId: id.optional(), employeeId: id.optional() })),
  response: computeResultSchema,
});
