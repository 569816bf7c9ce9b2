// A connection order (CO, decision 072): issued for a new connection whose fees the teller has
// collected, numbered per branch and year, assigned to a crew with the meter and seal, and
// energized by the crew, which opens the consumer's account in billing with its first reading.
import { z } from 'zod';
import { consumerClassSchema } from '../../billing/common.ts';
import { TOWNS } from '../../billing/enums.ts';
import { isoDate } from '../../http.ts';
import { id, integer, MAX_ID } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { CONNECTION_ORDER_STATUSES } from '../enums.ts';
import { instant } from '../service-requests/service-request.ts';

export const CONNECTION_ORDER_BASE = '/api/v2/msd/connection-orders';
export const CONNECTION_ORDER_NOT_FOUND = 'The connection order was not found.';

const READING = /^\d{1,10}(\.\d{1,2})?$/;
export const meterReading = z
  .union([z.string(), z.number()], { error: 'Enter the initial reading.' })
  .transform((v) => String(v).trim())
  .refine((v) => READING.test(v), 'Enter the initial reading (kWh, two decimals at most).');

export const connectionOrderSchema = z.object({
  id: z.number().int(),
  coNumber: z.string(),
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicantName: z.string(),
  address: z.string(),
  barangay: z.string(),
  town: z.string(),
  branchCode: z.number().int(),
  branchName: z.string().nullable(),
  loadKw: z.string(),
  status: z.enum(CONNECTION_ORDER_STATUSES),
  orNumber: z.number().int(),
  accountNo: z.string(),
  consumerClass: consumerClassSchema,
  routeId: z.number().int().nullable(),
  sequence: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  scheduledOn: z.string().nullable(),
  meterSerial: z.string().nullable(),
  meterBrand: z.string().nullable(),
  sealNo: z.string().nullable(),
  initialReading: z.string().nullable(),
  energizedAt: z.string().nullable(),
  energizedBy: z.string().nullable(),
  consumerId: z.number().int().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  remarks: z.string().nullable(),
  issuedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectionOrder = z.infer<typeof connectionOrderSchema>;

export const connectionOrderDetailSchema = connectionOrderSchema.extend({
  /** What the signed-in user may do now. */
  mayAssign: z.boolean(),
  mayEnergize: z.boolean(),
});
export type ConnectionOrderDetail = z.infer<typeof connectionOrderDetailSchema>;

export const issueConnectionOrderBody = z.object({
  applicationId: id(),
  /** The account billing will open (starts with the branch code, unique). */
  accountNo: requiredText(4, 30).pipe(z.string().regex(/^[0-9A-Za-z-]+$/, 'Use digits, letters and dashes only.')),
  consumerClass: consumerClassSchema,
  town: z.enum(TOWNS, { error: 'Choose a town from the list.' }),
  routeId: id().nullable().default(null),
  sequence: integer(0, MAX_ID).nullable().default(null),
  remarks: optionalText(500),
});

export const assignConnectionOrderBody = z.object({
  teamId: id(),
  scheduledOn: isoDate,
  meterSerial: requiredText(1, 50),
  meterBrand: optionalText(50),
  sealNo: requiredText(1, 50),
});

export const energizeConnectionOrderBody = z.object({
  /** As installed (the crew corrects the office's if the meter or seal was changed on site). */
  meterSerial: requiredText(1, 50),
  sealNo: requiredText(1, 50),
  initialReading: meterReading,
  /** When the service was energized; now when not given (never in the future). */
  energizedAt: instant().nullish(),
});

export const CONNECTION_ORDER_MESSAGES = {
  notForInstalling: 'Only an application For Installing (its fees paid) gets a connection order.',
  alreadyIssued: 'This application already has a connection order.',
  notIssued: 'Only an issued or assigned connection order is assigned.',
  notAssigned: 'Assign the connection order to a crew before energizing it.',
  energized: 'The connection order is already energized.',
  cancelled: 'The connection order was cancelled.',
  futureTime: 'The time energized cannot be in the future.',
  teamNotFound: 'Choose an active team.',
  branchFilter: 'You may not filter connection orders by branch.',
  energizedOrCancel: 'The connection is already energized; its OR cannot be cancelled.',
} as const;
