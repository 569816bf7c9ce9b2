import { z } from 'zod';
import { endpoint } from '../http.ts';
import { templateSchema } from './report.ts';

export const listTemplatesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/report-templates',
  summary: 'Every report template (active first) with its period, due days, department and accepted file kinds.',
  response: z.object({ items: z.array(templateSchema) }),
});
