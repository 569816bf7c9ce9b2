// Ledger transactions across employees (the Leave Transactions screen).
import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../http.ts';

export const ledgerTransactionSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  leaveTypeCode: z.string(),
  lineType: z.number().int(),
  status: z.number().int(),
  entryDate: z.string(),
  days: z.string(),
  description: z.string(),
  createdAt: z.string(),
});
export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;

export const listLedgerTransactionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/ledger-lines',
  summary:
    'Leave ledger lines of every employee, newest entry first; filter by fiscal year, employee, line type, status and entry dates.',
  query: pagingQuery.extend({
    fiscalYearId: z.coerce.number().int().positive().optional(),
    employeeId: z.coerce.number().int().positive().optional(),
    lineType: z.coerce.number().int().min(0).max(3).optional(),
    status: z.coerce.number().int().min(0).max(2).optional(),
    dateFrom: isoDate.optional(),
    dateTo: isoDate.optional(),
  }),
  response: pagedOf(ledgerTransactionSchema),
});
