import { z } from 'zod';
import { calendarDate } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { optionalMeasurement } from '../common.ts';

export const powerSupplierSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  contractNo: z.string().nullable(),
  contractStart: z.string().nullable(),
  contractEnd: z.string().nullable(),
  contractedDemandKw: z.string().nullable(),
  isActive: z.boolean(),
});
export type PowerSupplier = z.infer<typeof powerSupplierSchema>;

export const powerSupplierFields = z.object({
  name: requiredText(1, 100),
  contractNo: optionalText(40),
  contractStart: calendarDate().nullable().default(null),
  contractEnd: calendarDate().nullable().default(null),
  contractedDemandKw: optionalMeasurement,
  isActive: z.boolean().default(true),
});

export const SUPPLIER_TAKEN = 'There is already a power supplier with this name.';
export const SUPPLIER_NOT_FOUND = 'The power supplier was not found.';
