// A consumer's advance (pre-)payment balance: deposits (overpayments, advance payments at the
// teller) and their application to bills, as a ledger, never an editable balance.
import { z } from 'zod';

export const advanceEntrySchema = z.object({
  id: z.number().int(),
  entryDate: z.string(),
  kind: z.enum(['Deposit', 'Applied', 'Reversal']),
  amount: z.string(),
  balance: z.string(),
  reference: z.string(),
  orNumber: z.number().int().nullable(),
  billNo: z.string().nullable(),
  createdBy: z.string().nullable(),
});

export const advanceAccountSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  balance: z.string(),
  entries: z.array(advanceEntrySchema),
});
export type AdvanceAccount = z.infer<typeof advanceAccountSchema>;

export const advanceBalanceRowSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  balance: z.string(),
  unpaidBills: z.number().int(),
  lastEntry: z.string(),
});
