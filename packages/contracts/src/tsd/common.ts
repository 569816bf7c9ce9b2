// Shared technical-services schemas: measured values as decimal strings (never floats).
import { z } from 'zod';

const DECIMAL = /^\d{1,9}(\.\d{1,4})?$/;
export const NUMBER_MESSAGE = 'Please enter a valid number';

/** A non-negative measured value as text (up to 4 places); numbers are accepted and turned to text. */
export const measurement = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => DECIMAL.test(v), { message: NUMBER_MESSAGE });

/** The same, optional: empty becomes null. */
export const optionalMeasurement = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()))
  .refine((v) => v === null || DECIMAL.test(v), { message: NUMBER_MESSAGE });

const COORDINATE = /^-?\d{1,3}(\.\d{1,6})?$/;
/** A latitude or longitude in degrees (up to 6 places), optional. */
export function coordinate(limit: number) {
  return z
    .union([z.string(), z.number(), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()))
    .refine((v) => v === null || (COORDINATE.test(v) && Math.abs(Number(v)) <= limit), {
      message: 'Enter a valid coordinate.',
    });
}
