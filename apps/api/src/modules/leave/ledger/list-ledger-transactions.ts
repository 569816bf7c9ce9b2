// Ledger lines of every employee, newest entry first, for the Leave Transactions screen.
import { listLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger/list-ledger-transactions';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ledgerTransactionQuery, toLedgerTransaction } from './ledger-transaction-queries.ts';

export const listLedgerTransactions = defineRoute({
  endpoint: listLedgerTransactionsEndpoint,
  access: anyRole('LeaveLedger'),
  handler: ({ query, db }) => paginate(ledgerTransactionQuery(db, query), query, toLedgerTransaction),
});
