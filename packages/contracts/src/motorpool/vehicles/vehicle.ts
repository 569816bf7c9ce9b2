import { z } from 'zod';
import { optionalDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { SERVICE_DUE_STATES, VEHICLE_STATUSES } from '../common.ts';

export const vehicleFieldsSchema = z.object({
  vehicleNo: requiredText(1, 30),
  plateNo: requiredText(1, 20),
  name: requiredText(1, 120),
  classification: requiredText(1, 60),
  rfid: optionalText(60),
  assignedDriverId: id().nullable(),
  dateAcquired: optionalDate(),
  status: z.enum(VEHICLE_STATUSES),
});

export type VehicleFields = z.input<typeof vehicleFieldsSchema>;

export const vehicleSchema = z.object({
  id: z.number().int(),
  vehicleNo: z.string(),
  plateNo: z.string(),
  name: z.string(),
  classification: z.string(),
  rfid: z.string().nullable(),
  assignedDriverId: z.number().int().nullable(),
  assignedDriver: z.string().nullable(),
  dateAcquired: z.string().nullable(),
  status: z.enum(VEHICLE_STATUSES),
  odometer: z.number().int(),
  /** The soonest next service of any kind, and whether it is due. */
  nextService: z
    .object({
      kind: z.string(),
      date: z.string().nullable(),
      mileage: z.number().int().nullable(),
      state: z.enum(SERVICE_DUE_STATES),
    })
    .nullable(),
});

export type Vehicle = z.infer<typeof vehicleSchema>;
