// The surcharge rule of a consumer class from a date (date-effective configuration, DOMAIN.md 2.1).
import { z } from 'zod';
import { consumerClassSchema, decimalString } from '../../billing/common.ts';
import { integer } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { requiredDate } from '../../hr/fields.ts';
import { SURCHARGE_BASES, pesoAmount } from '../common.ts';

const percent = decimalString.refine((v) => !v.startsWith('-') && Number(v) <= 100, {
  message: 'Number should be between 0 and 100',
});

export const surchargeRuleFields = z.object({
  consumerClass: consumerClassSchema,
  effectiveFrom: requiredDate(),
  exempt: z.boolean(),
  ratePercent: percent,
  monthlyInterestPercent: percent,
  minimumAmount: pesoAmount,
  vatPercent: percent,
  graceDays: integer(0, 365),
  base: z.enum(SURCHARGE_BASES),
  remarks: optionalText(200),
});

export const surchargeRuleSchema = z.object({
  id: z.number().int(),
  consumerClass: z.string(),
  effectiveFrom: z.string(),
  exempt: z.boolean(),
  ratePercent: z.string(),
  monthlyInterestPercent: z.string(),
  minimumAmount: z.string(),
  vatPercent: z.string(),
  graceDays: z.number().int(),
  base: z.enum(SURCHARGE_BASES),
  remarks: z.string().nullable(),
  /** In force today. */
  isCurrent: z.boolean(),
});
export type SurchargeRuleRow = z.infer<typeof surchargeRuleSchema>;
export const SURCHARGE_RULE_TAKEN = 'This class already has a surcharge rule from this date.';
