import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id as recordId } from '../../primitives.ts';
import { computeResultSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const id = recordId();

const periodShape = z.object(periodFields);

export const departmentComputeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/departments/DailyTimeRecords/ComputeDailyTimeRecord',
  summary: 'Compute the daily time records of the department (or one employee) for a period from the logs.',
  body: withPeriod(periodShape.extend({ employeeId: id.optional(), departmentId: id.optional() })),
  response: computeResultSchema,
});
