// Gas slips: fuel issued to a vehicle (and its trip), with liters, price and station; the slip is
// never edited once issued, and every print is counted and audited.
import { z } from 'zod';
import { requiredDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { FUEL_TYPES, positiveDecimal } from '../common.ts';

export const gasSlipFieldsSchema = z.object({
  slipDate: requiredDate(),
  vehicleId: id('Choose the vehicle.'),
  driverId: id('Choose the driver.'),
  tripTicketId: id().nullable(),
  gasStation: requiredText(1, 120),
  fuelType: z.enum(FUEL_TYPES),
  liters: positiveDecimal,
  pricePerLiter: positiveDecimal,
  withContainer: z.boolean(),
  purpose: requiredText(1, 255),
});

export type GasSlipFields = z.input<typeof gasSlipFieldsSchema>;

export const gasSlipSchema = z.object({
  id: z.number().int(),
  slipNo: z.string(),
  slipDate: z.string(),
  vehicleId: z.number().int(),
  vehicle: z.string(),
  plateNo: z.string(),
  driverId: z.number().int(),
  driver: z.string(),
  tripTicketId: z.number().int().nullable(),
  tripNo: z.string().nullable(),
  gasStation: z.string(),
  fuelType: z.enum(FUEL_TYPES),
  liters: z.string(),
  /** The liters in words, as the slip prints them ('Twenty-five and 50/100 liters'). */
  litersInWords: z.string(),
  pricePerLiter: z.string(),
  amount: z.string(),
  withContainer: z.boolean(),
  purpose: z.string(),
  printCount: z.number().int(),
  requestedBy: z.string(),
});

export type GasSlip = z.infer<typeof gasSlipSchema>;
