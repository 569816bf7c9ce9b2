import { endpoint } from '../../http.ts';
import { fiscalYearQuery, OPENING_BALANCE_TEMPLATE_FILE } from './opening-balance.ts';

export const downloadOpeningBalanceTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/opening-balances/template',
  summary: `The opening balance template (${OPENING_BALANCE_TEMPLATE_FILE}): one row per active employee and leave type earned monthly, with the balance already posted for the fiscal year.`,
  query: fiscalYearQuery,
  download: true,
});
