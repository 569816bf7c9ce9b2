// A consumer's account as the teller sees it: every unpaid bill with its surcharge as configured,
// the most a 2307 may withhold on it, unpaid non-power bills and the advance balance.
import { z } from 'zod';
import { paymentStatusSchema } from '../common.ts';
import { nonPowerBillLineSchema } from '../non-power/non-power.ts';

export const accountMatchSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  meterSerial: z.string().nullable(),
  town: z.string(),
  consumerClass: z.string(),
  accountStatus: z.number().int(),
});
export type AccountMatch = z.infer<typeof accountMatchSchema>;

export const openBillSchema = z.object({
  billId: z.number().int(),
  billNo: z.string(),
  period: z.string(),
  dueDate: z.string(),
  kwh: z.string(),
  total: z.string(),
  vat: z.string(),
  paid: z.string(),
  balance: z.string(),
  paymentStatus: paymentStatusSchema,
  surcharge: z.string(),
  surchargeVat: z.string(),
  /** balance + surcharge + its VAT */
  amountDue: z.string(),
  /** The most a 2307 may withhold on this invoice (2% EWT, 5% VAT). */
  maxEwt: z.string(),
  maxVat: z.string(),
});
export type OpenBill = z.infer<typeof openBillSchema>;

export const openNonPowerBillSchema = z.object({
  id: z.number().int(),
  billNo: z.string(),
  typeName: z.string(),
  description: z.string().nullable(),
  billDate: z.string(),
  amount: z.string(),
  /** Decision 118: the sums of the lines' VATable sales, VAT and VAT-exempt sales. */
  vatableSales: z.string(),
  vat: z.string(),
  exempt: z.string(),
  lines: z.array(nonPowerBillLineSchema),
});

export const accountSchema = z.object({
  consumer: accountMatchSchema.extend({ address: z.string().nullable(), branchCode: z.number().int() }),
  paymentDate: z.string(),
  bills: z.array(openBillSchema),
  nonPowerBills: z.array(openNonPowerBillSchema),
  advanceBalance: z.string(),
  /** Every bill's amount due and the non-power bills. */
  totalDue: z.string(),
});
export type Account = z.infer<typeof accountSchema>;
