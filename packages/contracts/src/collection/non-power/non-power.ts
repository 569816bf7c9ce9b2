// Non-power bills (reconnection fees, connection orders, new-connection installments, materials
// and services) billed by the NonPowerBill staff and collected at the teller like power bills.
import { z } from 'zod';
import { id, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { requiredDate } from '../../hr/fields.ts';
import { decimalString } from '../../billing/common.ts';
import { centavosOf, pesoAmount, positivePesoAmount } from '../common.ts';

/** A VAT rate in an amount: 0 (not a sale, VAT-exempt) to 99.99. */
export const vatPercentField = decimalString.refine((v) => !v.startsWith('-') && Number(v) < 100, {
  error: 'Enter a VAT rate from 0 to 99.99.',
});

export const nonPowerTypeFields = z.object({
  code: requiredText(1, 20),
  name: requiredText(1, 100),
  paymentKind: integer(0, 2).nullable().optional(),
  glCode: requiredText(1, 30),
  defaultAmount: pesoAmount.nullable().optional(),
  /** VAT in the amount (12 by default); 0: not a sale, printed as VAT-exempt on the OR. */
  vatPercent: vatPercentField.optional(),
  isActive: z.boolean().optional(),
});

export const nonPowerTypeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  paymentKind: z.number().int().nullable(),
  glCode: z.string(),
  defaultAmount: z.string().nullable(),
  vatPercent: z.string(),
  isActive: z.boolean(),
});
export type NonPowerType = z.infer<typeof nonPowerTypeSchema>;

/** A bill's line (decision 118): VAT-inclusive, at its own VAT rate (the type's when not given). */
export const nonPowerBillLineFields = z.object({
  description: optionalText(200),
  amount: positivePesoAmount,
  vatPercent: vatPercentField.optional(),
});

export const nonPowerBillFields = z
  .object({
    typeId: id(),
    consumerId: id().nullable().optional(),
    payerName: optionalText(120),
    description: optionalText(200),
    /** The bill's amount; with lines, their sum. */
    amount: positivePesoAmount,
    /** Without lines: one line of the amount at the type's VAT rate. */
    lines: z.array(nonPowerBillLineFields).min(1).max(20).optional(),
    billDate: requiredDate(),
  })
  .superRefine((v, ctx) => {
    if (!v.lines) return;
    // Zod runs this even when a field already failed: compare only well-formed amounts.
    const peso = /^\d{1,13}(\.\d{1,2})?$/;
    if (!peso.test(String(v.amount)) || !v.lines.every((l) => peso.test(String(l.amount)))) return;
    const cents = v.lines.reduce((s, l) => s + centavosOf(l.amount), 0n);
    if (cents !== centavosOf(v.amount))
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'The amount must be the sum of the lines.' });
  });

/** VATable sales, VAT and VAT-exempt sales in an amount (decision 118). */
const vatFigures = { vatableSales: z.string(), vat: z.string(), exempt: z.string() };

export const nonPowerBillLineSchema = z.object({
  seq: z.number().int(),
  description: z.string().nullable(),
  amount: z.string(),
  vatPercent: z.string(),
  ...vatFigures,
});
export type NonPowerBillLine = z.infer<typeof nonPowerBillLineSchema>;

export const nonPowerBillSchema = z.object({
  id: z.number().int(),
  billNo: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  glCode: z.string(),
  consumerId: z.number().int().nullable(),
  accountNo: z.string().nullable(),
  payerName: z.string(),
  description: z.string().nullable(),
  amount: z.string(),
  /** The sums of the lines' figures. */
  ...vatFigures,
  lines: z.array(nonPowerBillLineSchema),
  billDate: z.string(),
  status: z.enum(['Unpaid', 'Paid']),
  orNumber: z.number().int().nullable(),
});
export type NonPowerBill = z.infer<typeof nonPowerBillSchema>;
export const NON_POWER_TYPE_TAKEN = 'A non-power bill type with this code already exists.';
