import { endpoint } from '../../http.ts';
import { ledgerParams } from './get-ledger.ts';

export const exportLedgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/ledger/{accountNo}/export',
  summary: "The consumer's ledger with its running balance as .xlsx.",
  params: ledgerParams,
  download: true,
});
