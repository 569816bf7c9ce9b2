// A payment at the teller's window: one OR number, tenders (cash, checks, a 2307), and where the
// money went (bills oldest first, surcharges, non-power bills, the advance balance).
import { z } from 'zod';
import { nonPowerBillLineSchema } from '../non-power/non-power.ts';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { requiredDate } from '../../hr/fields.ts';
import { PAYMENT_STATUSES, TENDER_KINDS, pesoAmount, positivePesoAmount } from '../common.ts';

export const checkTenderFields = z.object({
  bank: requiredText(1, 60),
  checkNo: requiredText(1, 30),
  checkDate: requiredDate(),
  amount: positivePesoAmount,
});

export const form2307Fields = z.object({
  certificateNo: requiredText(1, 40),
  ewtAmount: pesoAmount,
  vatAmount: pesoAmount,
});

export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,64}$/;

export const paymentFields = z.object({
  /** Made by the screen when the payment form opens: a repeat of the same submission posts once. */
  idempotencyKey: z.string().regex(IDEMPOTENCY_KEY, 'The request key is not valid; reload the page.'),
  consumerId: id().nullable(),
  /** The power bills paid; omitted: every unpaid bill of the consumer. */
  billIds: z.array(id()).max(60).optional(),
  nonPowerBillIds: z.array(id()).max(20).optional(),
  /** The teller's Partial Payment: a payment short of everything due is accepted. */
  partial: z.boolean().optional(),
  payerName: optionalText(120),
  cash: pesoAmount.optional(),
  checks: z.array(checkTenderFields).max(5).optional(),
  form2307: form2307Fields.nullable().optional(),
});
export type PaymentFields = z.input<typeof paymentFields>;

export const tenderSchema = z.object({
  kind: z.enum(TENDER_KINDS),
  amount: z.string(),
  bank: z.string().nullable(),
  checkNo: z.string().nullable(),
  checkDate: z.string().nullable(),
  certificateNo: z.string().nullable(),
  ewtAmount: z.string().nullable(),
  vatAmount: z.string().nullable(),
  /** A channel payment's reference in the channel's file. */
  reference: z.string().nullable(),
});

export const paymentItemSchema = z.object({
  kind: z.enum(['Bill', 'Surcharge', 'SurchargeVat', 'NonPower', 'Advance']),
  reference: z.string().nullable(),
  /** The bill month ('YYYY-MM') of a power bill's principal or surcharge; null otherwise. */
  period: z.string().nullable(),
  description: z.string(),
  amount: z.string(),
  /** A non-power bill's lines with their VAT (decision 118); absent on other items. */
  lines: z.array(nonPowerBillLineSchema).optional(),
});

export const paymentSchema = z.object({
  id: z.number().int(),
  orNumber: z.number().int(),
  paymentDate: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  dayId: z.number().int(),
  tellerName: z.string(),
  branchCode: z.number().int(),
  collectionOffice: z.string(),
  consumer: z
    .object({ id: z.number().int(), accountNo: z.string(), name: z.string(), address: z.string().nullable() })
    .nullable(),
  payerName: z.string(),
  totalTendered: z.string(),
  appliedToBills: z.string(),
  surcharge: z.string(),
  nonPower: z.string(),
  toAdvance: z.string(),
  isPartial: z.boolean(),
  tenders: z.array(tenderSchema),
  items: z.array(paymentItemSchema),
  /** What the OR shows (DOMAIN.md 2.3): the sales paid split by VAT; an advance deposit is not in it. */
  vatBreakdown: z.object({ vatableSales: z.string(), vat: z.string(), zeroRated: z.string(), exempt: z.string() }),
  cancelledOn: z.string().nullable(),
  /** A pending cancellation request, if any. */
  cancellationPending: z.boolean(),
  receiptHeader: z.array(z.string()),
  receiptFooter: z.array(z.string()),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

export const paymentRowSchema = z.object({
  id: z.number().int(),
  orNumber: z.number().int(),
  paymentDate: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  accountNo: z.string().nullable(),
  payerName: z.string(),
  tellerName: z.string(),
  totalTendered: z.string(),
  isPartial: z.boolean(),
  cancellationPending: z.boolean(),
});
export type PaymentRow = z.infer<typeof paymentRowSchema>;
