import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { cleanString } from '../../validation.ts';
import { LEDGER_KINDS } from '../enums.ts';

export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  entryDate: z.string(),
  period: z.string().nullable(),
  kind: z.enum(LEDGER_KINDS),
  reference: z.string(),
  billId: z.number().int().nullable(),
  debit: z.string(),
  credit: z.string(),
  balance: z.string(),
  reason: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

export const ledgerParams = z.object({ accountNo: cleanString().trim().min(1).max(30) });

export const ledgerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/ledger/{accountNo}',
  summary: 'The consumer ledger: bills, adjustments, cancellations and payments with a running balance.',
  params: ledgerParams,
  response: z.object({
    accountNo: z.string(),
    name: z.string(),
    balance: z.string(),
    entries: z.array(ledgerEntrySchema),
  }),
});
