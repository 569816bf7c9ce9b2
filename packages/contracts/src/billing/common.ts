// Shared billing schemas: decimal strings for money, kWh and rates (never floats).
import { z } from 'zod';
import { CONSUMER_CLASS_CODES } from './enums.ts';
import { cleanString } from '../validation.ts';

const DECIMAL = /^-?\d{1,12}(\.\d{1,6})?$/;
/** A decimal number as text (up to 6 places). Numbers are accepted and turned to text. */
export const decimalString = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => DECIMAL.test(v), { message: 'Please enter a valid number' });
export const nonNegativeDecimal = decimalString.refine((v) => !v.startsWith('-'), {
  message: 'The value cannot be negative.',
});
export const optionalDecimal = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()))
  .refine((v) => v === null || (DECIMAL.test(v) && !v.startsWith('-')), { message: 'Please enter a valid number' });

export const consumerClassSchema = z.enum(CONSUMER_CLASS_CODES);
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a bill month like 2026-01.');
export const accountNoParam = z.object({ accountNo: cleanString().trim().min(1).max(30) });
