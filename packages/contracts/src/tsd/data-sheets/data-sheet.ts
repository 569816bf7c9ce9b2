import { z } from 'zod';
import { calendarDate, id, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { measurement, optionalMeasurement } from '../common.ts';
import { PHASES, POLARITIES, TEST_PHASES, TEST_PURPOSES, TEST_RESULTS, TRANSFORMER_KVA_SIZES } from '../enums.ts';

export const turnsRatioReadingSchema = z.object({
  tap: z.number().int(),
  phase: z.enum(TEST_PHASES),
  hvTapVolts: z.number().int(),
  lvVolts: z.number().int(),
  nameplateRatio: z.string(),
  measuredRatio: z.string(),
  deviationPct: z.string(),
  result: z.enum(TEST_RESULTS),
});
export type TurnsRatioReading = z.infer<typeof turnsRatioReadingSchema>;

const insulation = z.object({
  /** Megohms at one minute, and at ten minutes when taken (for the polarization index). */
  oneMinute: z.string().nullable(),
  tenMinutes: z.string().nullable(),
  polarizationIndex: z.string().nullable(),
  /** The minimum for the winding's voltage class on the test date. */
  minimum: z.string(),
  result: z.enum(TEST_RESULTS).nullable(),
});

/** One test event of a transformer: the sheet and, once stored, its results. */
export const dataSheetSchema = z.object({
  id: z.number().int(),
  sheetNo: z.string(),
  transformerId: z.number().int(),
  serialNo: z.string(),
  brandName: z.string(),
  kva: z.enum(TRANSFORMER_KVA_SIZES),
  phase: z.enum(PHASES),
  primaryVoltage: z.number().int(),
  secondaryVoltage: z.number().int(),
  testDate: z.string(),
  purpose: z.enum(TEST_PURPOSES),
  testerName: z.string(),
  witnessName: z.string().nullable(),
  checkedByName: z.string().nullable(),
  notedByName: z.string().nullable(),
  instrument: z.string(),
  instrumentSerial: z.string().nullable(),
  instrumentCalibratedOn: z.string().nullable(),
  ambientTempC: z.string().nullable(),
  remarks: z.string().nullable(),
  hasResults: z.boolean(),
  result: z.enum(TEST_RESULTS).nullable(),
});
export type DataSheet = z.infer<typeof dataSheetSchema>;

export const dataSheetDetailSchema = dataSheetSchema.extend({
  /** The ratio tolerance (±%) of the test date. */
  tolerancePct: z.string(),
  turnsRatio: z.array(turnsRatioReadingSchema),
  turnsRatioResult: z.enum(TEST_RESULTS).nullable(),
  measuredPolarity: z.enum(POLARITIES).nullable(),
  expectedPolarity: z.enum(POLARITIES),
  polarityResult: z.enum(TEST_RESULTS).nullable(),
  irTestVoltage: z.number().int().nullable(),
  irTempC: z.string().nullable(),
  hvToLv: insulation,
  hvToGround: insulation,
  lvToGround: insulation,
  irResult: z.enum(TEST_RESULTS).nullable(),
  hvWindingOhms: z.string().nullable(),
  lvWindingOhms: z.string().nullable(),
  noLoadLossW: z.string().nullable(),
  loadLossW: z.string().nullable(),
  oilDielectricKv: z.string().nullable(),
});
export type DataSheetDetail = z.infer<typeof dataSheetDetailSchema>;

export const dataSheetFields = z.object({
  transformerId: id('Choose the transformer.'),
  testDate: calendarDate(),
  purpose: z.enum(TEST_PURPOSES, { error: 'Choose why it is tested.' }),
  testerName: requiredText(1, 80),
  witnessName: optionalText(80),
  checkedByName: optionalText(80),
  notedByName: optionalText(80),
  instrument: requiredText(1, 80),
  instrumentSerial: optionalText(40),
  instrumentCalibratedOn: calendarDate().nullable().default(null),
  ambientTempC: optionalMeasurement,
  remarks: optionalText(500),
});

export const turnsRatioInput = z.object({
  tap: integer(1, 9, 'Taps are numbered 1 to 9.'),
  phase: z.enum(TEST_PHASES, { error: 'Choose the phase.' }),
  /** The HV winding's voltage at this tap (nameplate). */
  hvTapVolts: integer(1, 69_000, 'Enter the tap voltage in volts.'),
  /** The LV winding's rated voltage; the transformer's secondary voltage when left out. */
  lvVolts: integer(1, 69_000, 'Enter the LV voltage in volts.').optional(),
  measuredRatio: measurement,
});

export const testResultFields = z.object({
  turnsRatio: z.array(turnsRatioInput).min(1, 'Enter at least one turns ratio reading.').max(27),
  measuredPolarity: z.enum(POLARITIES, { error: 'Choose the measured polarity.' }),
  irTestVoltage: integer(1, 15_000, 'Enter the test voltage in volts.'),
  irTempC: optionalMeasurement,
  irHvLv: measurement,
  irHvG: measurement,
  irLvG: measurement,
  irHvLv10: optionalMeasurement,
  irHvG10: optionalMeasurement,
  irLvG10: optionalMeasurement,
  hvWindingOhms: optionalMeasurement,
  lvWindingOhms: optionalMeasurement,
  noLoadLossW: optionalMeasurement,
  loadLossW: optionalMeasurement,
  oilDielectricKv: optionalMeasurement,
});

export const DATA_SHEET_NOT_FOUND = 'The data sheet was not found.';
export const RESULTS_ALREADY_STORED = 'The test results of this data sheet are already stored; update them instead.';
export const NO_RESULTS = 'This data sheet has no test results yet.';
export const DUPLICATE_READING = 'Each tap and phase is read once.';

/** The data sheet through the approval engine (decision 081). */
export const DATA_SHEET_DOCUMENT = 'tsd.data-sheet';
export const SHEET_SIGNED =
  'This data sheet has been sent for signing; its results are kept as signed. Open a new data sheet to test again.';
