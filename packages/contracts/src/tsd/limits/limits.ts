import { z } from 'zod';
import { calendarDate, integer } from '../../primitives.ts';
import { measurement } from '../common.ts';

export const insulationMinimumSchema = z.object({
  /** Windings rated up to this many volts. */
  maxClassVolts: z.number().int(),
  minMegohms: z.string(),
  testVoltageVolts: z.number().int(),
});
export type InsulationMinimum = z.infer<typeof insulationMinimumSchema>;

/** The limits the pass/fail and loading rules read, in force from a date. */
export const tsdLimitsSchema = z.object({
  effectiveFrom: z.string(),
  turnsRatioTolerancePct: z.string(),
  additiveMaxKva: z.string(),
  additiveMaxHvVolts: z.number().int(),
  minPolarizationIndex: z.string(),
  overloadPct: z.string(),
  underloadPct: z.string(),
  imbalancePct: z.string(),
  insulationMinimums: z.array(insulationMinimumSchema),
});
export type TsdLimits = z.infer<typeof tsdLimitsSchema>;

export const tsdLimitsFields = z.object({
  effectiveFrom: calendarDate(),
  turnsRatioTolerancePct: measurement,
  additiveMaxKva: measurement,
  additiveMaxHvVolts: integer(1, 69_000),
  minPolarizationIndex: measurement,
  overloadPct: measurement,
  underloadPct: measurement,
  imbalancePct: measurement,
  insulationMinimums: z
    .array(
      z.object({
        maxClassVolts: integer(1, 500_000),
        minMegohms: measurement,
        testVoltageVolts: integer(1, 50_000),
      }),
    )
    .min(1, 'Enter at least one insulation minimum.'),
});

export const LIMITS_TAKEN = 'There are already limits in force from this date.';
