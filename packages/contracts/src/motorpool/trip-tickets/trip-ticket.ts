// Trip tickets: a vehicle, its driver, passengers, destination and purpose over a scheduled time;
// approved through the approval engine (no two approved trips of one vehicle or driver overlap),
// then closed with the actual times and the odometer out and in.
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { manilaDateTime } from '../common.ts';

export const TRIP_TICKET_DOCUMENT_TYPE = 'motorpool.trip-ticket';

export const TRIP_STATUS = {
  Pending: { value: 0, label: 'Pending' },
  Approved: { value: 1, label: 'Approved' },
  Rejected: { value: 2, label: 'Rejected' },
  Closed: { value: 3, label: 'Closed' },
  Cancelled: { value: 4, label: 'Cancelled' },
} as const;

export const TRIP_STATUS_LABELS: Record<number, string> = Object.fromEntries(
  Object.values(TRIP_STATUS).map((s) => [s.value, s.label]),
);

export const tripTicketFieldsSchema = z
  .object({
    vehicleId: id('Choose the vehicle.'),
    driverId: id('Choose the driver.'),
    passengers: optionalText(500),
    destination: requiredText(1, 255),
    purpose: requiredText(1, 500),
    scheduledStart: manilaDateTime(),
    scheduledEnd: manilaDateTime(),
    isOperation: z.boolean(),
    isOutOfCoverage: z.boolean(),
  })
  .refine((v) => v.scheduledEnd > v.scheduledStart, {
    path: ['scheduledEnd'],
    message: 'The end must be after the start.',
  });

export type TripTicketFields = z.input<typeof tripTicketFieldsSchema>;

export const closeTripTicketBody = z
  .object({
    actualStart: manilaDateTime(),
    actualEnd: manilaDateTime(),
    odometerOut: z.number({ error: 'Enter the odometer out.' }).int().min(0).max(9_999_999),
    odometerIn: z.number({ error: 'Enter the odometer in.' }).int().min(0).max(9_999_999),
  })
  .refine((v) => v.actualEnd > v.actualStart, {
    path: ['actualEnd'],
    message: 'The actual end must be after the actual start.',
  })
  .refine((v) => v.odometerIn >= v.odometerOut, {
    path: ['odometerIn'],
    message: 'The odometer in must not be less than the odometer out.',
  });

export type CloseTripTicketFields = z.input<typeof closeTripTicketBody>;

export const tripTicketSchema = z.object({
  id: z.number().int(),
  tripNo: z.string(),
  vehicleId: z.number().int(),
  vehicle: z.string(),
  plateNo: z.string(),
  driverId: z.number().int(),
  driver: z.string(),
  passengers: z.string().nullable(),
  destination: z.string(),
  purpose: z.string(),
  scheduledStart: z.string(),
  scheduledEnd: z.string(),
  actualStart: z.string().nullable(),
  actualEnd: z.string().nullable(),
  odometerOut: z.number().int().nullable(),
  odometerIn: z.number().int().nullable(),
  isOperation: z.boolean(),
  isOutOfCoverage: z.boolean(),
  status: z.number().int(),
  createdBy: z.string(),
  /** Kilometres run (odometer in - out) once closed. */
  distanceKm: z.number().int().nullable(),
  /** Liters of the trip's gas slips, and km per liter once closed with fuel. */
  liters: z.string(),
  kmPerLiter: z.string().nullable(),
  cancelReason: z.string().nullable(),
  approval: approvalSummarySchema.nullable(),
});

export type TripTicket = z.infer<typeof tripTicketSchema>;

export const cancelTripTicketBody = z.object({ reason: requiredText(1, 500) });
