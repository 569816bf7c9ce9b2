// Disconnection and reconnection orders (issue 17 item 1, docs/decisions/111): made from a served
// notice (or by a payment at the teller for a reconnection), assigned to a crew, executed in the
// field with the reading, the seal, a photo of the meter and GPS.
import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { branchCode, id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { nonNegativeDecimal } from '../common.ts';

export const FIELD_ORDER_KINDS = ['Disconnection', 'Reconnection'] as const;
export type FieldOrderKind = (typeof FIELD_ORDER_KINDS)[number];
export const FIELD_ORDER_STATUSES = ['Open', 'Assigned', 'Executed', 'Cancelled'] as const;
export type FieldOrderStatus = (typeof FIELD_ORDER_STATUSES)[number];

export const FIELD_ORDER_MESSAGES = {
  notFound: 'The order was not found.',
  executed: 'The order was already executed.',
  notAssigned: 'Assign the order to a crew before it is executed.',
  photo: 'Attach a photo of the meter.',
  gps: 'Capture the GPS location at the meter.',
  notDisconnected: 'The consumer is not disconnected.',
  cancelled: 'The order is cancelled.',
} as const;

export const fieldOrderSchema = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  kind: z.enum(FIELD_ORDER_KINDS),
  status: z.enum(FIELD_ORDER_STATUSES),
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  branchCode: z.number().int(),
  routeCode: z.string().nullable(),
  accountStatus: z.number().int(),
  noticeNo: z.string().nullable(),
  disconnectionOrderNo: z.string().nullable(),
  arrears: z.string(),
  crew: z.string().nullable(),
  assignedAt: z.string().nullable(),
  executedAt: z.string().nullable(),
  reading: z.string().nullable(),
  sealNo: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  accuracyM: z.string().nullable(),
  remarks: z.string().nullable(),
  photoIds: z.array(z.number().int()),
  createdAt: z.string(),
});
export type FieldOrder = z.infer<typeof fieldOrderSchema>;

export const listFieldOrdersQuery = pagingQuery.extend({
  kind: z.enum(FIELD_ORDER_KINDS).optional(),
  status: z.enum(FIELD_ORDER_STATUSES).optional(),
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  crew: optionalText(60).optional(),
  search: optionalText(60).optional(),
});

/** A coordinate sent by a phone: decimal degrees as text or number. */
const coordinate = (min: number, max: number, message: string) =>
  z
    .union([z.string(), z.number()], { error: message })
    .transform((v) => String(v).trim())
    .refine((v) => v !== '' && Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, { message })
    .transform((v) => Number(v).toFixed(6));

export const GPS_MESSAGES = {
  latitude: 'Capture the GPS location at the meter.',
  longitude: 'Capture the GPS location at the meter.',
} as const;

/** GPS as the phone reports it (SPEC.md section 9's request: high accuracy, 20 s, 1 s old at most). */
export const gpsFields = z.object({
  latitude: coordinate(-90, 90, GPS_MESSAGES.latitude),
  longitude: coordinate(-180, 180, GPS_MESSAGES.longitude),
  accuracyM: z
    .union([z.string(), z.number()])
    .nullish()
    .transform((v) => (v === undefined || v === null || String(v).trim() === '' ? null : Number(Number(v).toFixed(1))))
    .refine((v) => v === null || (Number.isFinite(v) && v >= 0 && v < 10_000_000), {
      message: 'Please enter a valid number',
    }),
});

/** Execution in the field (multipart: these fields and the meter photo as "file"). */
export const executeFieldOrderFields = gpsFields.extend({
  reading: nonNegativeDecimal,
  sealNo: requiredText(1, 40),
  remarks: optionalText(500),
});
