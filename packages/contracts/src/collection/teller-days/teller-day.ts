// A teller day: opened by the teller, payments taken, cash counted and closed, then received and
// locked by the cashier. Its Daily Collection Report (DCR) is computed from its GL lines.
import { z } from 'zod';
import { tellerDayStatusSchema } from '../common.ts';
import { cashCountSchema } from './cash-count.ts';

export const tellerDayRowSchema = z.object({
  id: z.number().int(),
  tellerId: z.number().int(),
  tellerName: z.string(),
  branchCode: z.number().int(),
  collectionOffice: z.string(),
  businessDate: z.string(),
  status: tellerDayStatusSchema,
  payments: z.number().int(),
  collected: z.string(),
  overShort: z.string().nullable(),
});
export type TellerDayRow = z.infer<typeof tellerDayRowSchema>;

const line = z.object({
  orNumber: z.number().int(),
  accountNo: z.string().nullable(),
  name: z.string(),
  amount: z.string(),
});

export const dcrSchema = tellerDayRowSchema.extend({
  openedAt: z.string(),
  closedAt: z.string().nullable(),
  closedBy: z.string().nullable(),
  receivedAt: z.string().nullable(),
  receivedBy: z.string().nullable(),
  /** "Daily Collection Report per Account Code": signed amounts (2307 certificates and reversals below zero). */
  glTotals: z.array(z.object({ code: z.string(), description: z.string(), amount: z.string() })),
  powerBills: z.array(line.extend({ period: z.string(), billNo: z.string(), kwh: z.string() })),
  /** With the VATable sales, VAT and VAT-exempt sales of each bill's lines (decision 118). */
  nonPowerBills: z.array(
    line.extend({
      glCode: z.string(),
      item: z.string(),
      vatableSales: z.string(),
      vat: z.string(),
      exempt: z.string(),
    }),
  ),
  advances: z.array(line),
  /** ORs of this day cancelled since, and ORs of other days cancelled on this day. */
  cancelled: z.array(line.extend({ paymentDate: z.string(), cancelledOn: z.string() })),
  /** Spoiled OR forms voided on this day: the numbers stay in the sequence (decision 057). */
  voided: z.array(
    z.object({ orNumber: z.number().int(), reason: z.string(), voidedBy: z.string(), voidedAt: z.string() }),
  ),
  checks: z.array(
    z.object({
      orNumber: z.number().int(),
      bank: z.string(),
      checkNo: z.string(),
      checkDate: z.string(),
      amount: z.string(),
    }),
  ),
  certificates2307: z.array(
    z.object({ orNumber: z.number().int(), certificateNo: z.string(), ewtAmount: z.string(), vatAmount: z.string() }),
  ),
  /** What the count must match: every GL line of the day (cash and checks). */
  expectedTotal: z.string(),
  expectedChecks: z.string(),
  cashCount: cashCountSchema.nullable(),
  cashTotal: z.string().nullable(),
  checksTotal: z.string().nullable(),
  remarks: z.string().nullable(),
});
export type Dcr = z.infer<typeof dcrSchema>;
