import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { branchCode, id } from '../../primitives.ts';
import { cleanString, optionalText, requiredText } from '../../validation.ts';
import {
  APPROVAL_STATES,
  CLOCK_BASES,
  LOCATION_TYPES,
  NEA_CATEGORY_CODES,
  SERVICE_REQUEST_ACTIONS,
  SERVICE_REQUEST_STATUSES,
} from '../enums.ts';

/** The two doors to one implementation: member services and the technical side's copy. */
export const SERVICE_REQUEST_SIDES = ['msd', 'tsd'] as const;
export type ServiceRequestSide = (typeof SERVICE_REQUEST_SIDES)[number];
export const SERVICE_REQUEST_BASE: Record<ServiceRequestSide, string> = {
  msd: '/api/msd/ServiceRequests',
  tsd: '/api/tsd/ServiceRequestsTsd',
};

/**
 * The technical side's door to an operation of member services: the same shapes and rules at the
 * TSD path (its own file, one endpoint per file; the handler is member services').
 */
export function technicalSideOf<E extends { path: string; summary: string }>(
  memberServices: E,
  path: string,
  summary = `${memberServices.summary} (technical side)`,
): E {
  return { ...memberServices, path, summary };
}

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;
export const INVALID_INSTANT = 'Enter a valid date and time.';
/** A moment with its offset, e.g. '2026-11-22T08:30:00+08:00'. */
export function instant() {
  return cleanString({ error: INVALID_INSTANT })
    .regex(INSTANT, INVALID_INSTANT)
    .refine((v) => !Number.isNaN(Date.parse(v)), INVALID_INSTANT);
}

const COORDINATE = /^-?\d{1,3}(\.\d{1,7})?$/;
export const coordinate = (max: number) =>
  cleanString()
    .trim()
    .nullish()
    .transform((v) => (v === undefined || v === null || v === '' ? null : v))
    .refine((v) => v === null || (COORDINATE.test(v) && Math.abs(Number(v)) <= max), 'Enter a valid coordinate.');

export const serviceRequestSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  typeId: z.number().int(),
  typeName: z.string(),
  subtypeId: z.number().int().nullable(),
  subtypeName: z.string().nullable(),
  neaCategory: z.enum(NEA_CATEGORY_CODES),
  consumerId: z.number().int().nullable(),
  accountNo: z.string().nullable(),
  consumerName: z.string().nullable(),
  locationType: z.enum(LOCATION_TYPES),
  branchCode: z.number().int(),
  branchName: z.string().nullable(),
  barangay: z.string().nullable(),
  address: z.string().nullable(),
  landmark: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  requesterName: z.string(),
  contactNo: z.string().nullable(),
  description: z.string(),
  status: z.enum(SERVICE_REQUEST_STATUSES),
  approvalState: z.enum(APPROVAL_STATES),
  targetHours: z.number().int(),
  clockBasis: z.enum(CLOCK_BASES),
  receivedAt: z.string(),
  dueAt: z.string(),
  teamId: z.number().int().nullable(),
  teamName: z.string().nullable(),
  scheduleDate: z.string().nullable(),
  assignedAt: z.string().nullable(),
  dispatchedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  accomplishedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** Hours on the type's clock from receipt to accomplishment (or to now while open). */
  elapsedHours: z.number(),
  /** Past its due time and not yet accomplished, or accomplished after it. */
  overdue: z.boolean(),
  filedBy: z.string().nullable(),
});
export type ServiceRequest = z.infer<typeof serviceRequestSchema>;

export const historyEntrySchema = z.object({
  event: z.string(),
  label: z.string(),
  details: z.string().nullable(),
  by: z.string().nullable(),
  at: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;

export const serviceRequestAttachmentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  fileKind: z.number().int(),
  sizeBytes: z.number().int(),
  /** A photo or document of the crew's findings (else an attachment of the request). */
  isFinding: z.boolean(),
  description: z.string().nullable(),
  uploadedBy: z.string().nullable(),
  uploadedAt: z.string(),
});
export type ServiceRequestAttachment = z.infer<typeof serviceRequestAttachmentSchema>;

export const serviceRequestDetailSchema = serviceRequestSchema.extend({
  findings: z.string().nullable(),
  actionTaken: z.string().nullable(),
  materialsUsed: z.string().nullable(),
  cancelReason: z.string().nullable(),
  history: z.array(historyEntrySchema),
  attachments: z.array(serviceRequestAttachmentSchema),
  approval: approvalSummarySchema.nullable(),
  /** What the signed-in user may do to it now (buttons of the screen). */
  allowedActions: z.array(z.enum(SERVICE_REQUEST_ACTIONS)),
  mayEdit: z.boolean(),
});
export type ServiceRequestDetail = z.infer<typeof serviceRequestDetailSchema>;

const serviceRequestFieldsObject = z.object({
  typeId: id(),
  subtypeId: id().nullable().default(null),
  /** A billing consumer; else the location fields say where. */
  consumerId: id().nullable().default(null),
  locationType: z.enum(LOCATION_TYPES, { error: 'Choose the location type.' }),
  branchCode: branchCode().nullable().default(null),
  barangay: optionalText(100),
  address: optionalText(255),
  landmark: optionalText(255),
  latitude: coordinate(90),
  longitude: coordinate(180),
  requesterName: requiredText(1, 150),
  contactNo: optionalText(50),
  description: requiredText(1, 2000),
});

function withLocationRules<T extends typeof serviceRequestFieldsObject>(schema: T) {
  return schema
    .refine((v) => v.consumerId !== null || v.branchCode !== null, {
      message: 'Choose the branch of the location.',
      path: ['branchCode'],
    })
    .refine((v) => v.consumerId !== null || v.barangay !== null || v.address !== null, {
      message: 'Give the barangay or address of the location.',
      path: ['barangay'],
    });
}

/** What editServiceRequest takes. */
export const serviceRequestFields = withLocationRules(serviceRequestFieldsObject);

const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;
/** What is filed: the fields plus an optional request key (a retry with it answers the first request). */
export const newServiceRequestFields = withLocationRules(
  serviceRequestFieldsObject.extend({
    requestKey: cleanString()
      .regex(REQUEST_KEY, 'The request key is not valid; reload the page.')
      .nullish()
      .transform((v) => v ?? null),
  }),
);

export const SERVICE_REQUEST_NOT_FOUND = 'The service request was not found.';
export const msdServiceRequestIdParam = z.object({ msdServiceRequestId: id() });
