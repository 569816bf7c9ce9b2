import { z } from 'zod';

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
export type ReadingUpload = z.infer<typeof readingUploadSchema>;

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
export type RouteSheetRow = z.infer<typeof routeSheetRowSchema>;
