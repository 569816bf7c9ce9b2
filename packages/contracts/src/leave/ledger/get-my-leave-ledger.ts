import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { leaveLedgerSchema } from './ledger-line.ts';

export const myLeaveLedgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/leave-ledger',
  summary: 'My leave ledger for a fiscal year (default: the active one).',
  query: z.object({ fiscalYearId: id().optional() }),
  response: leaveLedgerSchema,
});
