import { endpoint } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';
import { fiscalYearQuery } from './opening-balance.ts';

export const importOpeningBalancesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leaves/opening-balances/import',
  summary:
    'Import the filled opening balance template (.xlsx or .csv, multipart field "file") into a fiscal year (default: the active one). Good rows post together in ONE transaction as OpeningBalance lines dated the fiscal year start; each bad row is answered with its row, column and reason; the importer\'s own row is refused. A row equal to the posted opening balance is unchanged; a different value reverses (cancels) the posted one and posts the new one. Refused for a fiscal year whose leave is closed.',
  query: fiscalYearQuery,
  multipart: true,
  response: importResultSchema,
});
