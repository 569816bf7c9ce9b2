import { z } from 'zod';
import { branchCode, id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';

export const meterReaderSchema = z.object({
  id: z.number().int(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  name: z.string(),
  branchCode: z.number().int(),
  isActive: z.boolean(),
  routeCount: z.number().int(),
});
export type MeterReader = z.infer<typeof meterReaderSchema>;

export const meterReaderFields = z.object({
  userId: id().nullable().default(null),
  name: requiredText(2, 150),
  branchCode: branchCode(),
  isActive: z.boolean().default(true),
});
