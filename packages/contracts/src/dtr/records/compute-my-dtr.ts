import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { computeResultSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const period = withPeriod(z.object(periodFields));

export const personalComputeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/personal/DailyTimeRecord/ComputeDailyTimeRecord',
  summary: 'Compute my daily time record for a period from my logs.',
  body: period,
  response: computeResultSchema,
});
