// Vehicle maintenance by kind (battery, oil, tires and the rest) with the service's date and
// mileage, and the next service due by date or mileage (the alert of the status board).
import { z } from 'zod';
import { optionalDate, requiredDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { MAINTENANCE_KINDS, SERVICE_DUE_STATES, pesos } from '../common.ts';

const km = z.number({ error: 'Enter the mileage in km.' }).int().min(0).max(9_999_999);

export const maintenanceFieldsSchema = z
  .object({
    vehicleId: id('Choose the vehicle.'),
    kind: z.enum(MAINTENANCE_KINDS),
    serviceDate: requiredDate(),
    mileage: km,
    nextServiceDate: optionalDate(),
    nextServiceMileage: km.nullable(),
    cost: pesos,
    serviceCenter: optionalText(120),
    servicesPerformed: requiredText(1, 1000),
    performedBy: optionalText(120),
  })
  .refine((v) => v.nextServiceDate === null || v.nextServiceDate > v.serviceDate, {
    path: ['nextServiceDate'],
    message: 'The next service must be after this one.',
  })
  .refine((v) => v.nextServiceMileage === null || v.nextServiceMileage > v.mileage, {
    path: ['nextServiceMileage'],
    message: 'The next service mileage must be more than this one.',
  });

export type MaintenanceFields = z.input<typeof maintenanceFieldsSchema>;

export const maintenanceSchema = z.object({
  id: z.number().int(),
  refNo: z.string(),
  vehicleId: z.number().int(),
  vehicle: z.string(),
  plateNo: z.string(),
  kind: z.enum(MAINTENANCE_KINDS),
  serviceDate: z.string(),
  mileage: z.number().int(),
  nextServiceDate: z.string().nullable(),
  nextServiceMileage: z.number().int().nullable(),
  cost: z.string(),
  serviceCenter: z.string().nullable(),
  servicesPerformed: z.string(),
  performedBy: z.string().nullable(),
  /** Only the latest service of a kind carries the alert; earlier ones say None. */
  dueState: z.enum(SERVICE_DUE_STATES),
});

export type Maintenance = z.infer<typeof maintenanceSchema>;
