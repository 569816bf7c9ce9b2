// Meter sampling lots (decision 081): the sample size and acceptance numbers of ANSI/ASQ Z1.4 for
// the lot's size and kind; the lot is accepted or rejected by the calibrations of its sample.
import { z } from 'zod';
import { calendarDate, integer } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { LOT_RESULTS, METER_LOT_KINDS } from '../enums.ts';

export const meterLotSchema = z.object({
  id: z.number().int(),
  lotNo: z.string(),
  kind: z.enum(METER_LOT_KINDS),
  lotSize: z.number().int(),
  description: z.string(),
  formedOn: z.string(),
  aql: z.string(),
  codeLetter: z.string(),
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
