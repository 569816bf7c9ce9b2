import { z } from 'zod';
import { calendarDate, id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { optionalMeasurement } from '../common.ts';
import { METER_RECEIPT_REASONS, METER_SHAPES, METER_TYPES, TEST_RESULTS } from '../enums.ts';

/** A meter received by the laboratory, with its calibration once tested. */
export const meterReceiptSchema = z.object({
  id: z.number().int(),
  receiptNo: z.string(),
  serialNo: z.string(),
  brand: z.string(),
  meterClass: z.string(),
  meterType: z.enum(METER_TYPES),
  shape: z.enum(METER_SHAPES),
  reason: z.enum(METER_RECEIPT_REASONS),
  receivedOn: z.string(),
  accountNo: z.string().nullable(),
  lastReading: z.string().nullable(),
  remarks: z.string().nullable(),
  calibrationId: z.number().int().nullable(),
  result: z.enum(TEST_RESULTS).nullable(),
  averageError: z.string().nullable(),
  fast: z.boolean().nullable(),
  /** The sampling lot the meter is a sample of (decision 081). */
  lotId: z.number().int().nullable(),
  lotNo: z.string().nullable(),
});
export type MeterReceipt = z.infer<typeof meterReceiptSchema>;

export const meterReceiptFields = z.object({
  serialNo: requiredText(1, 40),
  brand: requiredText(1, 60),
  meterClass: requiredText(1, 40),
  meterType: z.enum(METER_TYPES, { error: 'Choose the meter type.' }),
  shape: z.enum(METER_SHAPES, { error: 'Choose the meter shape.' }),
  reason: z.enum(METER_RECEIPT_REASONS, { error: 'Choose why the meter is received.' }),
  receivedOn: calendarDate(),
  /** The consumer's account (complaints, in-service samples and pulled-out meters). */
  accountNo: optionalText(30),
  lastReading: optionalMeasurement,
  remarks: optionalText(500),
  /** A sample of this lot (new meters of an acceptance lot, field meters of an in-service lot). */
  lotId: id().nullable().optional(),
});

export const RECEIPT_NOT_FOUND = 'The received meter was not found.';
export const ACCOUNT_REQUIRED = "Enter the consumer's account no. of a meter from the field.";
