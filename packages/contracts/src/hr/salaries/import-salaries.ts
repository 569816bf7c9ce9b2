import { endpoint } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';

export const importSalariesEndpoint = endpoint({
  method: 'POST',
  path: '/api/isd/hr/Salaries/import',
  summary:
    'Import the filled salary template (.xlsx or .csv, multipart field "file"). Good rows only: good rows post together in ONE transaction, each bad row is answered with its row, column and reason and posts nothing; a row equal to a recorded salary (same employee, effective date, type and amount) is unchanged. The same file imported completely once is answered with that import (replay). Rows with no amount and no date are blank. 415 for a file that is neither.',
  multipart: true,
  response: importResultSchema,
});
