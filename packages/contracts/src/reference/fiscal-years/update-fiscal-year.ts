import { endpoint, idParam } from '../../http.ts';
import { fiscalYearFieldsSchema, fiscalYearSchema } from '../fiscal-years.ts';

export const updateFiscalYearEndpoint = endpoint({
  method: 'PUT',
  path: '/api/FiscalYears/{id}',
  summary: 'Edit a fiscal year. One is active at a time.',
  params: idParam,
  body: fiscalYearFieldsSchema,
  response: fiscalYearSchema,
});
