import { endpoint, idParam } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';

export const importOneTimeAmountsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/payrolls/{id}/one-time-amounts/import',
  summary:
    'Import the filled one-time amounts template of a draft payroll (.xlsx or .csv, multipart field "file"), good rows only. A row equal to a recorded amount (employee, kind, description) is unchanged; a different amount replaces it. Regenerate the payroll to apply them. 409 unless the payroll is a draft.',
  params: idParam,
  multipart: true,
  response: importResultSchema,
});
