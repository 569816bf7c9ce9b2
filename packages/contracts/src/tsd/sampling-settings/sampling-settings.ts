import { z } from 'zod';
import { calendarDate } from '../../primitives.ts';

const AQL = /^\d{1,2}(\.\d{1,2})?$/;
const aql = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => AQL.test(v) && Number(v) > 0, { message: 'Enter the quality level in percent, e.g. 2.5.' });

export const samplingSettingsSchema = z.object({
  effectiveFrom: z.string(),
  /** The AQL (percent defective) new meters' acceptance lots are sampled at (ERC Res. 21 s.2013: 1.0). */
  acceptanceAql: z.string(),
  /** The AQL in-service lots are sampled at (ERC Res. 21 s.2013: 2.5). */
  inServiceAql: z.string(),
});
export type SamplingSettings = z.infer<typeof samplingSettingsSchema>;

export const samplingSettingsFields = z.object({
  effectiveFrom: calendarDate(),
  acceptanceAql: aql,
  inServiceAql: aql,
});

/** The sampling table (tsd_aql_plans) has plans for these quality levels only. */
export const aqlWithoutPlans = (levels: readonly string[]) =>
  `The sampling table has plans for AQL ${levels.join(' and ')} only.`;
