import { z } from 'zod';
import { id, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { measurement, optionalMeasurement } from '../common.ts';
import { LOAD_FLAGS, TRANSFORMER_KVA_SIZES } from '../enums.ts';

export const loadReadingSchema = z.object({
  id: z.number().int(),
  transformerId: z.number().int(),
  serialNo: z.string(),
  kvaRating: z.enum(TRANSFORMER_KVA_SIZES),
  feeder: z.string().nullable(),
  poleNo: z.string().nullable(),
  readAt: z.string(),
  tapPosition: z.number().int().nullable(),
  currentA: z.string(),
  currentB: z.string().nullable(),
  currentC: z.string().nullable(),
  currentN: z.string().nullable(),
  voltageA: z.string(),
  voltageB: z.string().nullable(),
  voltageC: z.string().nullable(),
  /** Computed: the sum of each phase's volts × amperes, in kVA. */
  kva: z.string(),
  loadingPct: z.string(),
  imbalancePct: z.string(),
  imbalanced: z.boolean(),
  flag: z.enum(LOAD_FLAGS),
  readerName: z.string(),
  remarks: z.string().nullable(),
});
export type LoadReading = z.infer<typeof loadReadingSchema>;

/** Phase B and C are read when the unit has them (a single-phase 3-wire unit: legs A and B). */
export const loadReadingFields = z.object({
  transformerId: id('Choose the transformer.'),
  readAt: z.iso.datetime({ offset: true, error: 'Enter the date and time of the reading.' }),
  tapPosition: integer(1, 9, 'Taps are numbered 1 to 9.').nullable().default(null),
  currentA: measurement,
  currentB: optionalMeasurement,
  currentC: optionalMeasurement,
  currentN: optionalMeasurement,
  voltageA: measurement,
  voltageB: optionalMeasurement,
  voltageC: optionalMeasurement,
  readerName: requiredText(1, 80),
  remarks: optionalText(500),
});

export const READING_TAKEN = 'This transformer already has a reading at this date and time.';
export const VOLTAGE_WITHOUT_CURRENT = 'Enter both the current and the voltage of each phase read.';
