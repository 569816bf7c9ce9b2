import { endpoint } from '../http.ts';
import { templateFieldsSchema, templateSchema } from './report.ts';

export const createTemplateEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/report-templates',
  summary: 'A new report template (CoopReportsAdmin): period, due days after the period, department, file kinds.',
  body: templateFieldsSchema,
  response: templateSchema,
});
