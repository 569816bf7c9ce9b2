import { z } from 'zod';
import { calendarDate, id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { measurement } from '../common.ts';

export const powerSupplySchema = z.object({
  id: z.number().int(),
  supplierId: z.number().int(),
  supplierName: z.string(),
  meteringPoint: z.string(),
  supplyDate: z.string(),
  energyKwh: z.string(),
  peakDemandKw: z.string(),
  /** How many interval readings an imported day was summed from (0: entered on the form). */
  intervals: z.number().int(),
  source: z.enum(['Form', 'Import']),
});
export type PowerSupply = z.infer<typeof powerSupplySchema>;

export const powerSupplyFields = z.object({
  supplierId: id('Choose the supplier.'),
  meteringPoint: requiredText(1, 40),
  supplyDate: calendarDate(),
  energyKwh: measurement,
  peakDemandKw: measurement,
});

export const periodText = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Use a month like 2026-01.');
export const SUPPLY_TAKEN = 'This supplier and metering point already has the energy of that day; correct it instead.';
