import { z } from 'zod';
import { requiredText } from '../../validation.ts';
import { consumerClassSchema, decimalString } from '../common.ts';
import { RATE_UNITS } from '../enums.ts';

export const rateComponentSchema = z.object({
  code: requiredText(1, 30).pipe(z.string().regex(/^[A-Z0-9_]+$/, 'Use capital letters, digits and underscores.')),
  name: requiredText(2, 100),
  unit: z.enum(RATE_UNITS),
  rate: decimalString,
  vatable: z.boolean(),
  discountable: z.boolean(),
  lifelineSubsidy: z.boolean().default(false),
});

export const rateHeaderSchema = z.object({
  id: z.number().int(),
  billMonthId: z.number().int(),
  period: z.string(),
  consumerClass: consumerClassSchema,
  remarks: z.string().nullable(),
  components: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      unit: z.enum(RATE_UNITS),
      rate: z.string(),
      vatable: z.boolean(),
      discountable: z.boolean(),
      lifelineSubsidy: z.boolean(),
    }),
  ),
  updatedAt: z.string(),
});

export type RateHeader = z.infer<typeof rateHeaderSchema>;
