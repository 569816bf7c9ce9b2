import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { employeeDtrSchema } from './daily-time-record.ts';
import { periodFields, withPeriod } from '../fields.ts';

const period = withPeriod(z.object(periodFields));

export const personalDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/personal/DailyTimeRecord',
  summary: 'My daily time record for a period.',
  query: period,
  response: employeeDtrSchema,
});
