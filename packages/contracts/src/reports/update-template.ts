import { endpoint, idParam } from '../http.ts';
import { templateFieldsSchema, templateSchema } from './report.ts';

export const updateTemplateEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/cpd/report-templates/{id}',
  summary: 'Changes a report template (an inactive one is no longer due); its submissions are kept.',
  params: idParam,
  body: templateFieldsSchema,
  response: templateSchema,
});
