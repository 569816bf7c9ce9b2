import { z } from 'zod';
import { endpoint, idParam, pagedOf, pagingQuery } from '../http.ts';
import { nonNegativeDecimal, optionalDecimal } from './common.ts';
import { id } from '../primitives.ts';
import { cleanString } from '../validation.ts';

export const extractReadingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/extract',
  summary: 'The reading file (CSV) of a route for a bill month, for the readers’ handheld devices.',
  query: z.object({ billMonthId: id(), routeId: id() }),
  download: true,
});

export const readingUploadSchema = z.object({
  id: z.number().int(),
  billMonthId: z.number().int(),
  period: z.string(),
  fileName: z.string(),
  totalLines: z.number().int(),
  accepted: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  uploadedBy: z.string().nullable(),
  createdAt: z.string(),
  /** True when this very file was uploaded before for the month: nothing was posted again. */
  replayed: z.boolean(),
});
export const uploadReadingsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/meter-readings/upload',
  summary: 'Upload a filled reading file; each line is checked and the failed ones are listed with a reason.',
  multipart: true,
  body: z.object({ billMonthId: id() }),
  response: readingUploadSchema,
});
export const listReadingUploadsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/uploads',
  summary: 'Reading uploads, newest first.',
  query: pagingQuery.extend({ billMonthId: id().optional() }),
  response: pagedOf(readingUploadSchema),
});
export const readingUploadFailuresEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/uploads/{id}/failures',
  summary: 'The failed-log list of an upload: line, account and reason.',
  params: idParam,
  response: z.array(
    z.object({
      lineNo: z.number().int(),
      accountNo: z.string().nullable(),
      lineText: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

export const routeSheetRowSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  sequence: z.number().int().nullable(),
  meterSerial: z.string().nullable(),
  multiplier: z.string(),
  previousReading: z.string(),
  presentReading: z.string().nullable(),
  remark: z.number().int().nullable(),
  newMeterInitial: z.string().nullable(),
  oldMeterFinal: z.string().nullable(),
  demandKw: z.string().nullable(),
  billed: z.boolean(),
});
export const routeSheetEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-readings/route-sheet',
  summary: 'The consumers of a route in reading sequence with previous and entered readings (Entering Meter Reading).',
  query: z.object({ billMonthId: id(), routeId: id() }),
  response: z.array(routeSheetRowSchema),
});
export const enterReadingEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/meter-readings',
  summary: 'Enter or correct one consumer’s reading for an open bill month (not once billed).',
  body: z.object({
    billMonthId: id(),
    accountNo: cleanString().trim().min(1).max(30),
    presentReading: nonNegativeDecimal,
    remark: z.number().int().min(0).max(11).nullable().default(null),
    newMeterInitial: optionalDecimal,
    oldMeterFinal: optionalDecimal,
    demandKw: optionalDecimal,
  }),
  response: routeSheetRowSchema,
});
