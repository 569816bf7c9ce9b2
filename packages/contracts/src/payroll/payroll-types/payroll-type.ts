// Payroll types: what a payroll is (a regular cut-off, the 13th month, a special payroll), which
// BIR withholding table its frequency uses, and whether it takes the month's contributions.
import { z } from 'zod';
import { MESSAGES, optionalText, requiredText } from '../../validation.ts';

export const PAYROLL_KINDS = ['Regular', 'ThirteenthMonth', 'Special'] as const;
export type PayrollKind = (typeof PAYROLL_KINDS)[number];
export const PAYROLL_KIND_LABELS: Record<PayrollKind, string> = {
  Regular: 'Regular cut-off',
  ThirteenthMonth: '13th month',
  Special: 'Special',
};

export const PAY_FREQUENCIES = ['Monthly', 'SemiMonthly', 'Weekly', 'Daily'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];
export const PAY_FREQUENCY_LABELS: Record<PayFrequency, string> = {
  Monthly: 'Monthly',
  SemiMonthly: 'Semi-monthly',
  Weekly: 'Weekly',
  Daily: 'Daily',
};

export const PAYROLL_TYPE_NAME_TAKEN = 'A payroll type with this name already exists.';
export const BENEFIT_CODE_REQUIRED = 'A special payroll type names the benefit it pays.';
export const BENEFIT_CODE_ONLY_SPECIAL = 'Only a special payroll type pays a benefit.';

export const payrollTypeFieldsSchema = z
  .object({
    name: requiredText(1, 100),
    kind: z.enum(PAYROLL_KINDS, { error: MESSAGES.required }),
    payFrequency: z.enum(PAY_FREQUENCIES, { error: MESSAGES.required }),
    /** This cut-off takes the month's SSS, PhilHealth and Pag-IBIG shares. */
    deductsContributions: z.boolean({ error: MESSAGES.required }),
    isActive: z.boolean({ error: MESSAGES.required }),
    /** A special type: the code of the benefit it pays (the `special-benefits` table, decision 066). */
    benefitCode: optionalText(40),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'Special' && !v.benefitCode)
      ctx.addIssue({ code: 'custom', path: ['benefitCode'], message: BENEFIT_CODE_REQUIRED });
    if (v.kind !== 'Special' && v.benefitCode)
      ctx.addIssue({ code: 'custom', path: ['benefitCode'], message: BENEFIT_CODE_ONLY_SPECIAL });
  });
export type PayrollTypeFields = z.input<typeof payrollTypeFieldsSchema>;

export const payrollTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(PAYROLL_KINDS),
  payFrequency: z.enum(PAY_FREQUENCIES),
  deductsContributions: z.boolean(),
  isActive: z.boolean(),
  benefitCode: z.string().nullable(),
  /** Payrolls made with this type. */
  payrollCount: z.number().int(),
});
export type PayrollType = z.infer<typeof payrollTypeSchema>;
