import { z } from 'zod';
import { calendarDate } from '../../primitives.ts';
import { cleanString, optionalText, requiredText } from '../../validation.ts';
import { METER_RECEIPT_REASONS, METER_SHAPES, METER_TYPES, TEST_RESULTS } from '../enums.ts';

const ERROR = /^-?\d{1,3}(\.\d{1,3})?$/;
/** A percentage error such as -0.35 or 1.2 (up to 3 places). */
const percentError = z
  .union([cleanString(), z.number()])
  .transform((v) => String(v).trim())
  .refine((v) => ERROR.test(v), { message: 'Enter the error in percent, e.g. -0.35.' });

export const meterCalibrationSchema = z.object({
  id: z.number().int(),
  receiptId: z.number().int(),
  receiptNo: z.string(),
  serialNo: z.string(),
  brand: z.string(),
  meterClass: z.string(),
  reason: z.enum(METER_RECEIPT_REASONS),
  accountNo: z.string().nullable(),
  batchNo: z.string().nullable(),
  testedOn: z.string(),
  lightLoadError: z.string(),
  fullLoadError: z.string(),
  powerFactorError: z.string(),
  /** Weighted average of the light- and full-load errors (weights of the test date). */
  averageError: z.string(),
  tolerancePct: z.string(),
  result: z.enum(TEST_RESULTS),
  /** Registers more than it should beyond the tolerance: the consumer's bills are due an adjustment. */
  fast: z.boolean(),
  sealNo: z.string().nullable(),
  ercSealNo: z.string().nullable(),
  testerName: z.string(),
  remarks: z.string().nullable(),
  /** Registers less than it should beyond the tolerance. */
  slow: z.boolean(),
  /** The billing adjustment request this test asked for (decision 081), or why none was asked. */
  adjustmentRequestId: z.number().int().nullable(),
  adjustmentNote: z.string().nullable(),
  /** The test instrument (reference standard) and its own calibration date (decision 121). */
  instrument: z.string().nullable(),
  instrumentSerial: z.string().nullable(),
  instrumentCalibratedOn: z.string().nullable(),
  /** The signatories typed on the printed sheet besides the tester. */
  checkedByName: z.string().nullable(),
  notedByName: z.string().nullable(),
});
export type MeterCalibration = z.infer<typeof meterCalibrationSchema>;

export const meterCalibrationFields = z.object({
  batchNo: optionalText(40),
  testedOn: calendarDate(),
  lightLoadError: percentError,
  fullLoadError: percentError,
  powerFactorError: percentError,
  sealNo: optionalText(40),
  ercSealNo: optionalText(40),
  testerName: requiredText(1, 80),
  remarks: optionalText(500),
  instrument: optionalText(80),
  instrumentSerial: optionalText(40),
  instrumentCalibratedOn: calendarDate().nullable().default(null),
  checkedByName: optionalText(80),
  notedByName: optionalText(80),
});

/** One calibration as its printed sheet shows it: the meter received and the weights it was averaged with. */
export const meterCalibrationSheetSchema = meterCalibrationSchema.extend({
  meterType: z.enum(METER_TYPES),
  shape: z.enum(METER_SHAPES),
  receivedOn: z.string(),
  lotNo: z.string().nullable(),
  lightLoadWeight: z.string(),
  fullLoadWeight: z.string(),
  /** The two points judged: the weighted average and the power-factor point, each against ± the tolerance. */
  averageWithinTolerance: z.boolean(),
  powerFactorWithinTolerance: z.boolean(),
});
export type MeterCalibrationSheet = z.infer<typeof meterCalibrationSheetSchema>;

export const CALIBRATION_NOT_FOUND = 'The calibration was not found.';
export const ALREADY_CALIBRATED = 'This meter is already calibrated; correct its calibration instead.';
