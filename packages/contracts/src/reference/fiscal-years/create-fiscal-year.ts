import { endpoint } from '../../http.ts';
import { fiscalYearFieldsSchema, fiscalYearSchema } from '../fiscal-years.ts';

export const createFiscalYearEndpoint = endpoint({
  method: 'POST',
  path: '/api/FiscalYears',
  summary: 'Add a fiscal year (not in the past). Making it active deactivates the others.',
  body: fiscalYearFieldsSchema,
  response: fiscalYearSchema,
});
