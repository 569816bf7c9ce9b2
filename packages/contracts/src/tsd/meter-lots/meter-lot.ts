// Meter sampling lots (decision 081): the sample size and acceptance numbers of ANSI/ASQ Z1.4 for
// the lot's size and kind; the lot is accepted or rejected by the calibrations of its sample.
import { z } from 'zod';
import { calendarDate, integer } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { INSPECTION_SEVERITIES, LOT_RESULTS, METER_LOT_KINDS } from '../enums.ts';

export type { InspectionSeverity } from '../enums.ts';

export const meterLotSchema = z.object({
  id: z.number().int(),
  lotNo: z.string(),
  kind: z.enum(METER_LOT_KINDS),
  lotSize: z.number().int(),
  description: z.string(),
  formedOn: z.string(),
  aql: z.string(),
  codeLetter: z.string(),
  /** The severity the lot was formed at, from the switching rules (decision 117). */
  severity: z.enum(INSPECTION_SEVERITIES),
  sampleSize: z.number().int(),
  acceptNo: z.number().int(),
  rejectNo: z.number().int(),
  /** Meters of the sample received, tested, and failed (defective). */
  received: z.number().int(),
  tested: z.number().int(),
  defectives: z.number().int(),
  result: z.enum(LOT_RESULTS),
});
export type MeterLot = z.infer<typeof meterLotSchema>;

/** Where a kind of lot stands in Z1.4's switching rules, from its lots decided so far. */
export const switchingStateSchema = z.object({
  /** The severity the next lot of this kind is formed at. */
  severity: z.enum(INSPECTION_SEVERITIES),
  /** Normal inspection's switching score (reduced at 30). */
  switchingScore: z.number().int(),
  /** The last (up to five) lots decided on normal inspection, accepted or not, oldest first. */
  recentNormal: z.array(z.boolean()),
  /** On tightened: consecutive lots accepted (normal at 5) and lots not accepted (discontinued at 5). */
  tightenedAccepted: z.number().int(),
  tightenedRejected: z.number().int(),
  /** Five lots were not accepted on tightened inspection: the next lot resumes it at tightened. */
  discontinued: z.boolean(),
});
export type SwitchingState = z.infer<typeof switchingStateSchema>;

export const createMeterLotBody = z.object({
  kind: z.enum(METER_LOT_KINDS, { error: 'Choose the kind of lot.' }),
  lotSize: integer(2, 10_000_000),
  description: requiredText(1, 200),
  formedOn: calendarDate(),
});

export const LOT_NOT_FOUND = 'The sampling lot was not found.';
export const LOT_FULL = "The lot's sample is complete; no more meters are sampled from it.";
export const LOT_KIND_MISMATCH =
  'An acceptance lot samples new meters and an in-service lot samples meters from the field.';
