import { z } from 'zod';
import { calendarDate } from '../../primitives.ts';
import { cleanString, optionalText, requiredText } from '../../validation.ts';
import { METER_RECEIPT_REASONS, TEST_RESULTS } from '../enums.ts';

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
});

export const CALIBRATION_NOT_FOUND = 'The calibration was not found.';
export const ALREADY_CALIBRATED = 'This meter is already calibrated; correct its calibration instead.';
