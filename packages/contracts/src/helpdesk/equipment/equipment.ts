// IT equipment inventory: property number, kind, specs, serial, acquisition, condition,
// location, the employee accountable and the ownership history; disposal kept, never deleted.
import { z } from 'zod';
import { optionalDate, requiredDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';

export const EQUIPMENT_CONDITIONS = ['Good', 'Fair', 'Poor', 'ForRepair'] as const;
export const EQUIPMENT_STATUSES = ['InUse', 'Spare', 'Disposed'] as const;
export const EQUIPMENT_CONDITION_LABELS: Record<(typeof EQUIPMENT_CONDITIONS)[number], string> = {
  Good: 'Good',
  Fair: 'Fair',
  Poor: 'Poor',
  ForRepair: 'For repair',
};

const PESOS = /^\d{1,12}(\.\d{1,2})?$/;

export const equipmentFieldsSchema = z.object({
  propertyNo: requiredText(1, 40),
  kind: requiredText(1, 60),
  brandModel: requiredText(1, 120),
  specs: optionalText(1000),
  serialNo: optionalText(80),
  acquisitionDate: optionalDate(),
  acquisitionCost: z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .refine((v) => PESOS.test(v), { message: 'Enter an amount in pesos with at most two decimals.' }),
  condition: z.enum(EQUIPMENT_CONDITIONS),
  location: optionalText(120),
});

export type EquipmentFields = z.input<typeof equipmentFieldsSchema>;

export const transferEquipmentBody = z.object({
  employeeId: id('Choose the employee.'),
  fromDate: requiredDate(),
  remarks: optionalText(500),
});

export const disposeEquipmentBody = z.object({ disposedAt: requiredDate(), reason: requiredText(1, 500) });

export const equipmentOwnerSchema = z.object({
  employeeId: z.number().int(),
  employee: z.string(),
  fromDate: z.string(),
  toDate: z.string().nullable(),
  remarks: z.string().nullable(),
});

export const equipmentSchema = z.object({
  id: z.number().int(),
  propertyNo: z.string(),
  kind: z.string(),
  brandModel: z.string(),
  specs: z.string().nullable(),
  serialNo: z.string().nullable(),
  acquisitionDate: z.string().nullable(),
  acquisitionCost: z.string(),
  condition: z.enum(EQUIPMENT_CONDITIONS),
  location: z.string().nullable(),
  accountableEmployeeId: z.number().int().nullable(),
  accountableEmployee: z.string().nullable(),
  status: z.enum(EQUIPMENT_STATUSES),
  disposedAt: z.string().nullable(),
  disposalReason: z.string().nullable(),
});

export type Equipment = z.infer<typeof equipmentSchema>;

export const equipmentDetailSchema = equipmentSchema.extend({
  owners: z.array(equipmentOwnerSchema),
  tickets: z.array(
    z.object({
      id: z.number().int(),
      ticketNo: z.string(),
      subject: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});

export const EQUIPMENT_MESSAGES = {
  notFound: 'The equipment was not found.',
  duplicate: 'Equipment with this property number already exists.',
  disposed: 'This equipment has been disposed of; it is kept for the record only.',
  backwards: 'The new accountability must start on or after the current one.',
  employeeNotFound: 'The employee was not found.',
} as const;
