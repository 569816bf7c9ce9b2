// Motor pool enumerations and shared fields (DOMAIN.md section 6: vehicle, trip ticket, gas slip,
// maintenance).
import { z } from 'zod';
import { MESSAGES } from '../validation.ts';

export const VEHICLE_STATUSES = ['Active', 'UnderRepair', 'Disposed'] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];
export const VEHICLE_STATUS_LABELS: Record<VehicleStatus, string> = {
  Active: 'Active',
  UnderRepair: 'Under repair',
  Disposed: 'Disposed',
};

export const FUEL_TYPES = ['Diesel', 'Gasoline'] as const;
export type FuelType = (typeof FUEL_TYPES)[number];

/** Maintenance kinds; the Transportation Maintenance screen's battery, oil and wheel tabs are the first three. */
export const MAINTENANCE_KINDS = ['Battery', 'Oil', 'Tires', 'Brakes', 'TuneUp', 'Other'] as const;
export type MaintenanceKind = (typeof MAINTENANCE_KINDS)[number];
export const MAINTENANCE_KIND_LABELS: Record<MaintenanceKind, string> = {
  Battery: 'Battery',
  Oil: 'Oil change',
  Tires: 'Tires (wheel)',
  Brakes: 'Brakes',
  TuneUp: 'Tune-up',
  Other: 'Other',
};

/** When the next service is: not set, later, within the warning window, or past. */
export const SERVICE_DUE_STATES = ['None', 'Ok', 'DueSoon', 'Overdue'] as const;
export type ServiceDueState = (typeof SERVICE_DUE_STATES)[number];

const DECIMAL2 = /^\d{1,8}(\.\d{1,2})?$/;
/** A positive decimal with at most two places, as text (liters, pesos per liter). */
export const positiveDecimal = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidNumber })
  .transform((v) => String(v).trim())
  .refine((v) => DECIMAL2.test(v), { message: 'Enter a number with at most two decimals.' })
  .refine((v) => /[1-9]/.test(v), { message: 'The amount must be more than zero.' });

/** Zero or more pesos with at most two places. */
export const pesos = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidNumber })
  .transform((v) => String(v).trim())
  .refine((v) => DECIMAL2.test(v), { message: 'Enter an amount in pesos with at most two decimals.' });

export const MOTORPOOL_MESSAGES = {
  vehicleNotFound: 'The vehicle was not found.',
  driverNotFound: 'The driver was not found among the employees.',
  tripNotFound: 'The trip ticket was not found.',
  slipNotFound: 'The gas slip was not found.',
  vehicleTaken: (tripNo: string) => `The vehicle already has an approved trip at that time (${tripNo}).`,
  driverTaken: (tripNo: string) => `The driver already has an approved trip at that time (${tripNo}).`,
  vehicleNotActive: 'The vehicle is not in service (under repair or disposed).',
  onlyApprovedClosed: 'Only an approved trip ticket can be closed.',
  alreadyClosed: 'This trip ticket has already been closed.',
  odometerBackwards: 'The odometer in must not be less than the odometer out.',
  actualEndBeforeStart: 'The actual end must be after the actual start.',
  onlyApprovedCancelled: 'Only an approved trip ticket can be cancelled; withdraw a pending one.',
  alreadyCancelled: 'This trip ticket has already been cancelled.',
  duplicateVehicle: 'A vehicle with this vehicle number or plate number already exists.',
} as const;

const LOCAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d$/;
/** The text names a real moment (no February 30th): it reads back the same. */
function isRealLocalTime(v: string): boolean {
  const ms = Date.parse(`${v}:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 16) === v && v >= '1900' && v < '2101';
}

/** A Manila date and time as a datetime-local field gives it: 'YYYY-MM-DDTHH:mm'. */
export function manilaDateTime() {
  return z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, MESSAGES.required)
    .refine((v) => LOCAL_DATE_TIME.test(v) && isRealLocalTime(v), {
      message: 'Enter a valid date and time.',
    });
}
