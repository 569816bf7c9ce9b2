import { z } from 'zod';
import { branchCode, id, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { coordinate } from '../common.ts';
import {
  BUSHING_TYPES,
  COOLING_CLASSES,
  CORE_TYPES,
  LOAD_FLAGS,
  MOUNTINGS,
  MOVEMENT_ACTIONS,
  PHASES,
  POLARITIES,
  TEMPERATURE_RISES,
  TEST_RESULTS,
  TRANSFORMER_KVA_SIZES,
  TRANSFORMER_OWNERSHIPS,
} from '../enums.ts';

/** A distribution transformer as the registry lists it. */
export const transformerSchema = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  brandId: z.number().int(),
  brandName: z.string(),
  kva: z.enum(TRANSFORMER_KVA_SIZES),
  phase: z.enum(PHASES),
  primaryVoltage: z.number().int(),
  secondaryVoltage: z.number().int(),
  polarity: z.enum(POLARITIES).nullable(),
  core: z.enum(CORE_TYPES),
  bushing: z.enum(BUSHING_TYPES),
  coolingClass: z.enum(COOLING_CLASSES),
  temperatureRise: z.number().int(),
  ownership: z.enum(TRANSFORMER_OWNERSHIPS),
  mounting: z.enum(MOUNTINGS),
  branchCode: z.number().int(),
  branchName: z.string(),
  feeder: z.string().nullable(),
  poleNo: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  remarks: z.string().nullable(),
  /** The latest test's overall result and date (null: never tested). */
  lastTestResult: z.enum(TEST_RESULTS).nullable(),
  lastTestDate: z.string().nullable(),
  /** The latest load reading's percent loading and flag (null: never read). */
  lastLoadingPct: z.string().nullable(),
  lastLoadFlag: z.enum(LOAD_FLAGS).nullable(),
});
export type Transformer = z.infer<typeof transformerSchema>;

export const transformerMovementSchema = z.object({
  id: z.number().int(),
  action: z.enum(MOVEMENT_ACTIONS),
  actionDate: z.string(),
  branchName: z.string(),
  feeder: z.string().nullable(),
  poleNo: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  remarks: z.string().nullable(),
  recordedBy: z.string().nullable(),
  recordedAt: z.string(),
});
export type TransformerMovement = z.infer<typeof transformerMovementSchema>;

export const transformerTestSummarySchema = z.object({
  id: z.number().int(),
  sheetNo: z.string(),
  testDate: z.string(),
  purpose: z.string(),
  testerName: z.string(),
  result: z.enum(TEST_RESULTS).nullable(),
});

export const transformerDetailSchema = transformerSchema.extend({
  /** Installation and removal history, oldest first. */
  movements: z.array(transformerMovementSchema),
  /** Test events, newest first. */
  tests: z.array(transformerTestSummarySchema),
});
export type TransformerDetail = z.infer<typeof transformerDetailSchema>;

const kva = z.enum(TRANSFORMER_KVA_SIZES, { error: 'Choose a transformer size.' });
const volts = integer(1, 69_000, 'Enter the voltage in volts (1 to 69,000).');

export const transformerFields = z.object({
  serialNo: requiredText(1, 40),
  brandId: id('Choose the brand.'),
  kva: z.union([kva, z.number().transform(String).pipe(kva)]),
  phase: z.enum(PHASES, { error: 'Choose the phase.' }),
  primaryVoltage: volts,
  secondaryVoltage: volts,
  polarity: z.enum(POLARITIES).nullable().default(null),
  core: z.enum(CORE_TYPES, { error: 'Choose the core.' }),
  bushing: z.enum(BUSHING_TYPES, { error: 'Choose the bushing type.' }),
  coolingClass: z.enum(COOLING_CLASSES, { error: 'Choose the class.' }),
  temperatureRise: z
    .number({ error: 'Choose the temperature rise.' })
    .int()
    .refine((v) => (TEMPERATURE_RISES as readonly number[]).includes(v), 'Choose the temperature rise.'),
  ownership: z.enum(TRANSFORMER_OWNERSHIPS, { error: 'Choose the ownership.' }),
  branchCode: branchCode(),
  feeder: optionalText(40),
  poleNo: optionalText(40),
  latitude: coordinate(90),
  longitude: coordinate(180),
  remarks: optionalText(500),
});

export const TRANSFORMER_NOT_FOUND = 'The transformer was not found.';
export const SERIAL_TAKEN = 'There is already a transformer with this serial number.';
export const ALREADY_MOUNTED = 'The transformer is already installed; record its removal first.';
export const ALREADY_DISMOUNTED = 'The transformer is not installed.';
