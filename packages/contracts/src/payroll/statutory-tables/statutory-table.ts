// The statutory tables payroll computes from (SSS, PhilHealth, Pag-IBIG, the BIR withholding and
// annual tables, de minimis ceilings, the 90,000 ceiling, the regional minimum wage, DOLE premium
// rates and the cooperative's pay rules), as date-effective data: each entry holds from its
// effective date until the next entry of its kind; a later entry on the same date corrects an
// earlier one. Entries are never changed or removed (docs/decisions/060-payroll-statutory-tables.md).
import { z } from 'zod';
import { cleanString, MESSAGES, optionalText, requiredText } from '../../validation.ts';
import { requiredDate } from '../../hr/fields.ts';

export const STATUTORY_KINDS = [
  'sss',
  'philhealth',
  'pagibig',
  'withholding-daily',
  'withholding-weekly',
  'withholding-semi-monthly',
  'withholding-monthly',
  'withholding-annual',
  'de-minimis',
  'other-benefits-ceiling',
  'minimum-wage',
  'premium-pay',
  'pay-rules',
  'special-benefits',
] as const;
export type StatutoryKind = (typeof STATUTORY_KINDS)[number];

export const STATUTORY_KIND_LABELS: Record<StatutoryKind, string> = {
  sss: 'SSS contributions',
  philhealth: 'PhilHealth premium',
  pagibig: 'Pag-IBIG contributions',
  'withholding-daily': 'Withholding tax: daily',
  'withholding-weekly': 'Withholding tax: weekly',
  'withholding-semi-monthly': 'Withholding tax: semi-monthly',
  'withholding-monthly': 'Withholding tax: monthly',
  'withholding-annual': 'Income tax: annual table',
  'de-minimis': 'De minimis ceilings',
  'other-benefits-ceiling': '13th month and other benefits ceiling',
  'minimum-wage': 'Regional minimum wage',
  'premium-pay': 'Premium pay rates (DOLE)',
  'pay-rules': 'Pay rules (daily-rate factor, net pay floor)',
  'special-benefits': 'Special payroll benefits (bonuses, cash incentives)',
};

export const AMOUNT_TEXT_MESSAGE = 'Enter an amount of zero or more with at most 2 decimal places.';
export const RATE_TEXT_MESSAGE = 'Enter a rate of zero or more with at most 6 decimal places.';

/** Pesos, zero or more, at most 2 places, as a decimal string (never a float). */
export const amountText = () =>
  z
    .union([cleanString(), z.number()], { error: MESSAGES.required })
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || /^\d{1,12}(\.\d{1,2})?$/.test(v), AMOUNT_TEXT_MESSAGE);
/** A rate or multiplier (0.05, 1.30), at most 6 places. */
export const rateText = () =>
  z
    .union([cleanString(), z.number()], { error: MESSAGES.required })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || /^\d{1,4}(\.\d{1,6})?$/.test(v), RATE_TEXT_MESSAGE);

/** A ceiling that is pesos, days or a share, by its unit: at most 6 places. */
export const QUANTITY_TEXT_MESSAGE = 'Enter a number of zero or more with at most 6 decimal places.';
export const quantityText = () =>
  z
    .union([cleanString(), z.number()], { error: MESSAGES.required })
    .transform((v) => String(v).trim().replace(/,/g, ''))
    .refine((v) => v !== '', MESSAGES.required)
    .refine((v) => v === '' || /^\d{1,12}(\.\d{1,6})?$/.test(v), QUANTITY_TEXT_MESSAGE);

const ascending = (field: string, values: (b: unknown) => string[]) => (body: unknown, ctx: z.RefinementCtx) => {
  const list = values(body).map(Number);
  if (list[0] !== 0) ctx.addIssue({ code: 'custom', path: ['brackets'], message: `The first bracket starts at 0.` });
  for (let i = 1; i < list.length; i += 1) {
    if (!((list[i] ?? 0) > (list[i - 1] ?? 0))) {
      ctx.addIssue({
        code: 'custom',
        path: ['brackets'],
        message: `Each bracket's ${field} must be above the previous one.`,
      });
      return;
    }
  }
};

/** SSS: compensation from `from` (inclusive) up to the next bracket's `from` has salary credit `msc`. */
export const sssBodySchema = z
  .object({
    employeeRate: rateText(),
    employerRate: rateText(),
    /** The part of the salary credit up to this is regular SS; the rest is the provident fund (MPF). */
    regularMscCeiling: amountText(),
    brackets: z
      .array(z.object({ from: amountText(), msc: amountText(), ec: amountText() }))
      .min(1, MESSAGES.required)
      .max(500),
  })
  .superRefine(ascending('start', (b) => (b as { brackets: { from: string }[] }).brackets.map((x) => x.from)));

export const philHealthBodySchema = z.object({
  rate: rateText(),
  /** Basic salary below the floor counts as the floor; above the ceiling as the ceiling. */
  floor: amountText(),
  ceiling: amountText(),
});

export const pagIbigBodySchema = z.object({
  /** Fund salary at or below this pays the low rates. */
  lowRateCeiling: amountText(),
  lowEmployeeRate: rateText(),
  lowEmployerRate: rateText(),
  employeeRate: rateText(),
  employerRate: rateText(),
  maxFundSalary: amountText(),
});

/** BIR: tax = base + rate x (taxable - over) in the last bracket whose `over` the taxable exceeds. */
export const taxTableBodySchema = z
  .object({
    brackets: z
      .array(z.object({ over: amountText(), base: amountText(), rate: rateText() }))
      .min(1, MESSAGES.required)
      .max(50),
  })
  .superRefine(ascending('lower limit', (b) => (b as { brackets: { over: string }[] }).brackets.map((x) => x.over)));

export const DE_MINIMIS_UNITS = ['Month', 'Semester', 'Year', 'Occasion', 'DaysOfLeave', 'ShareOfMinimumWage'] as const;
export const deMinimisBodySchema = z.object({
  items: z
    .array(
      z.object({
        code: requiredText(1, 40),
        name: requiredText(1, 120),
        ceiling: quantityText(),
        per: z.enum(DE_MINIMIS_UNITS),
      }),
    )
    .min(1, MESSAGES.required)
    .max(50),
});

export const otherBenefitsCeilingBodySchema = z.object({ amount: amountText() });

export const minimumWageBodySchema = z.object({
  region: requiredText(1, 60),
  wageOrder: requiredText(1, 60),
  rates: z
    .array(z.object({ establishment: requiredText(1, 120), daily: amountText() }))
    .min(1, MESSAGES.required)
    .max(20),
});

export const premiumPayBodySchema = z.object({
  overtime: rateText(),
  restDay: rateText(),
  specialDay: rateText(),
  specialDayRestDay: rateText(),
  regularHoliday: rateText(),
  regularHolidayRestDay: rateText(),
  /** Hours beyond 8 on a rest day or holiday: the day's hourly rate times this. */
  overtimeOnRestDayOrHoliday: rateText(),
  nightDifferential: rateText(),
});

export const payRulesBodySchema = z.object({
  /** Working days a year: daily rate = monthly x 12 / factor (365, 313 or 261). */
  dailyRateFactor: rateText(),
  hoursPerDay: rateText(),
  /** Net pay never goes below this; deductions that do not fit carry over. */
  netPayFloor: amountText(),
});

/**
 * Special payrolls (decision 066): a benefit is the monthly basic salary times `value`, or `value`
 * pesos; paid to those with at least `minServiceDays` of service since hiring up to the period's
 * end, prorated by the service days of the calendar year over its days so far when `prorated`. Cooperative
 * policy, not law; every benefit is an "other benefit" of the 90,000 pool.
 */
export const SPECIAL_BENEFIT_BASES = ['MonthlyBasic', 'FixedAmount'] as const;
export type SpecialBenefitBasis = (typeof SPECIAL_BENEFIT_BASES)[number];
export const specialBenefitsBodySchema = z.object({
  benefits: z
    .array(
      z.object({
        code: requiredText(1, 40),
        name: requiredText(1, 120),
        basis: z.enum(SPECIAL_BENEFIT_BASES),
        /** Months of basic salary (MonthlyBasic) or pesos (FixedAmount). */
        value: quantityText(),
        minServiceDays: quantityText(),
        prorated: z.boolean(),
      }),
    )
    .min(1, MESSAGES.required)
    .max(50)
    .refine((list) => new Set(list.map((b) => b.code)).size === list.length, 'Each benefit needs its own code.'),
});

export const STATUTORY_BODY_SCHEMAS = {
  sss: sssBodySchema,
  philhealth: philHealthBodySchema,
  pagibig: pagIbigBodySchema,
  'withholding-daily': taxTableBodySchema,
  'withholding-weekly': taxTableBodySchema,
  'withholding-semi-monthly': taxTableBodySchema,
  'withholding-monthly': taxTableBodySchema,
  'withholding-annual': taxTableBodySchema,
  'de-minimis': deMinimisBodySchema,
  'other-benefits-ceiling': otherBenefitsCeilingBodySchema,
  'minimum-wage': minimumWageBodySchema,
  'premium-pay': premiumPayBodySchema,
  'pay-rules': payRulesBodySchema,
  'special-benefits': specialBenefitsBodySchema,
} as const satisfies Record<StatutoryKind, z.ZodType>;

export type SssBody = z.output<typeof sssBodySchema>;
export type PhilHealthBody = z.output<typeof philHealthBodySchema>;
export type PagIbigBody = z.output<typeof pagIbigBodySchema>;
export type TaxTableBody = z.output<typeof taxTableBodySchema>;
export type DeMinimisBody = z.output<typeof deMinimisBodySchema>;
export type OtherBenefitsCeilingBody = z.output<typeof otherBenefitsCeilingBodySchema>;
export type MinimumWageBody = z.output<typeof minimumWageBodySchema>;
export type PremiumPayBody = z.output<typeof premiumPayBodySchema>;
export type PayRulesBody = z.output<typeof payRulesBodySchema>;
export type SpecialBenefitsBody = z.output<typeof specialBenefitsBodySchema>;
export type SpecialBenefit = SpecialBenefitsBody['benefits'][number];
export type StatutoryBodies = { [K in StatutoryKind]: z.output<(typeof STATUTORY_BODY_SCHEMAS)[K]> };

/** What a new entry carries: its kind, date, source issuance and figures (checked by kind). */
export const statutoryEntryFieldsSchema = z
  .object({
    kind: z.enum(STATUTORY_KINDS, { error: MESSAGES.required }),
    effectiveFrom: requiredDate(),
    source: requiredText(1, 200),
    remarks: optionalText(500),
    body: z.unknown(),
  })
  .transform((v, ctx) => {
    const parsed = STATUTORY_BODY_SCHEMAS[v.kind].safeParse(v.body);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        ctx.addIssue({ code: 'custom', path: ['body', ...issue.path.map(String)], message: issue.message });
      }
      return z.NEVER;
    }
    return { ...v, body: parsed.data as StatutoryBodies[StatutoryKind] };
  });
export type StatutoryEntryFields = z.input<typeof statutoryEntryFieldsSchema>;

export const statutoryEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(STATUTORY_KINDS),
  effectiveFrom: z.string(),
  source: z.string(),
  remarks: z.string().nullable(),
  /** The figures, decimal strings; shape by kind (STATUTORY_BODY_SCHEMAS). */
  body: z.record(z.string(), z.unknown()),
  /** In force on the date asked about (default today). */
  inForce: z.boolean(),
  /** A later entry of the same kind and date replaced this one. */
  superseded: z.boolean(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type StatutoryEntry = z.infer<typeof statutoryEntrySchema>;

export const STATUTORY_SAME_ENTRY = 'This table is already in force from this date with the same figures.';
export const noTableInForce = (kind: StatutoryKind, date: string) =>
  `No ${STATUTORY_KIND_LABELS[kind]} table is in force on ${date}.`;
