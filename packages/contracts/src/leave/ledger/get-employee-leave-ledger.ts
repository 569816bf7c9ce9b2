import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { leaveLedgerSchema } from './ledger-line.ts';

export const employeeLeaveLedgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/LeaveLedger',
  summary: "An employee's leave ledger for a fiscal year (default: the active one).",
  params: z.object({ employeeId: id() }),
  query: z.object({ fiscalYearId: id().optional() }),
  response: leaveLedgerSchema,
});
