import { endpoint } from '../../http.ts';
import { ledgerTransactionsQuery } from './list-ledger-transactions.ts';

export const exportLedgerTransactionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/ledger-lines/export',
  summary: 'The leave ledger lines of the given filters and sort as .xlsx (paging ignored; at most 100,000 rows).',
  query: ledgerTransactionsQuery.omit({ page: true, itemsPerPage: true }),
  download: true,
});
