// The transformer application price list (fee and material items 0-22): date-effective versions,
// each a price and a VAT rate per item; an application is priced by the version in force on its
// evaluation date.
import { z } from 'zod';
import { pesoAmount } from '../../collection/common.ts';
import { calendarDate } from '../../primitives.ts';
import { FEE_ITEMS } from '../enums.ts';

const RATE = /^\d{1,2}(\.\d{1,2})?$/;

export const feePriceSchema = z.object({
  item: z.enum(FEE_ITEMS),
  unitPrice: z.string(),
  vatRate: z.string(),
});

export const feeVersionSchema = z.object({
  effectiveFrom: z.string(),
  inForce: z.boolean(),
  prices: z.array(feePriceSchema),
});
export type FeeVersion = z.infer<typeof feeVersionSchema>;

export const createFeeVersionBody = z.object({
  effectiveFrom: calendarDate(),
  prices: z
    .array(
      z.object({
        item: z
          .enum(FEE_ITEMS, { error: 'Choose a fee item.' })
          .refine((i) => i !== 'TestingFeeEvat', 'The EVAT is computed from the items, not priced.'),
        unitPrice: pesoAmount,
        vatRate: z
          .union([z.string(), z.number()])
          .transform((v) => String(v).trim())
          .refine((v) => RATE.test(v), 'Enter a VAT rate in percent, e.g. 12.'),
      }),
    )
    .min(1, 'Price at least one item.')
    .max(30),
});
export const FEES_FROM_TODAY =
  'A new price list takes effect today or later, so billed applications keep their prices.';
export const DUPLICATE_ITEM = 'An item is priced twice.';
