import { z } from 'zod';
import { calendarDate } from '../../primitives.ts';

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

export const systemLossCapSchema = z.object({
  effectiveFrom: z.string(),
  /** The system-loss cap in percent of the energy purchased (up to 2 places). */
  capPct: z.string(),
});
export type SystemLossCap = z.infer<typeof systemLossCapSchema>;

export const systemLossCapFields = z.object({
  effectiveFrom: calendarDate(),
  capPct: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => PERCENT.test(v) && Number(v) > 0 && Number(v) <= 100, {
      message: 'Enter a percentage above 0 and up to 100, e.g. 8.5.',
    }),
});
