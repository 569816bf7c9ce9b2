import { z } from 'zod';
import { isoDate } from '../http.ts';
import { integer } from '../primitives.ts';

export const fiscalYearSchema = z.object({
  id: z.number().int(),
  year: z.number().int(),
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
});
export type FiscalYear = z.infer<typeof fiscalYearSchema>;

export const FISCAL_YEAR_DATES_ORDER = 'The end date must be after the start date.';
export const FISCAL_YEAR_TAKEN = 'A fiscal year for this year already exists.';

export const fiscalYearFieldsSchema = z
  .object({
    year: integer(2000, 2100),
    startDate: isoDate,
    endDate: isoDate,
    isActive: z.boolean().default(false),
  })
  .refine((v) => v.endDate > v.startDate, { path: ['endDate'], message: FISCAL_YEAR_DATES_ORDER });
export type FiscalYearFields = z.input<typeof fiscalYearFieldsSchema>;
