import { z } from 'zod';
import { endpoint, isoDate } from '../../http.ts';
import { STATUTORY_KINDS, statutoryEntrySchema } from './statutory-table.ts';

export const listStatutoryTablesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/payroll/statutory-tables',
  summary:
    'Every entry of the statutory tables, newest effective date first within each kind (the history); inForce marks the entry in force on asOf (default today). Filter by kind.',
  query: z.object({ kind: z.enum(STATUTORY_KINDS).optional(), asOf: isoDate.optional() }),
  response: z.array(statutoryEntrySchema),
});
