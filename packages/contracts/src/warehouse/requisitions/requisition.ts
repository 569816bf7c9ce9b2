// Requisitions (decision 091): the supplies requisition voucher (SRV), the service requisition
// voucher of a service request (SERVICE), the material transfer request (MTR) and the office
// supply request (OFFICE). Approved through the engine; a pending or approved requisition holds
// its quantities at the issuing location until the charge ticket (or transfer) that issues it.
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { pagingQuery, queryBoolean } from '../../http.ts';
import { calendarDate, id, searchText } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { quantity } from '../enums.ts';

export const RequisitionKind = { SRV: 'SRV', SERVICE: 'SERVICE', MTR: 'MTR', OFFICE: 'OFFICE' } as const;
export type RequisitionKind = (typeof RequisitionKind)[keyof typeof RequisitionKind];
export const REQUISITION_KINDS = [
  RequisitionKind.SRV,
  RequisitionKind.SERVICE,
  RequisitionKind.MTR,
  RequisitionKind.OFFICE,
] as const;
export const REQUISITION_KIND_LABELS: Record<RequisitionKind, string> = {
  SRV: 'Supplies Requisition Voucher',
  SERVICE: 'Service Requisition Voucher',
  MTR: 'Material Transfer Request',
  OFFICE: 'Office Supply Request',
};

export const RequisitionStatus = {
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  /** Issuing documents took all of it, or took part and the rest was cancelled (decision 119). */
  Issued: 'Issued',
  /** Posted and signed for by the recipient. */
  Received: 'Received',
} as const;
export type RequisitionStatus = (typeof RequisitionStatus)[keyof typeof RequisitionStatus];
export const REQUISITION_STATUSES = [
  RequisitionStatus.Pending,
  RequisitionStatus.Approved,
  RequisitionStatus.Rejected,
  RequisitionStatus.Cancelled,
  RequisitionStatus.Issued,
  RequisitionStatus.Received,
] as const;

export const requisitionLineSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  materialId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  unitCode: z.string(),
  quantity: z.string(),
  /** On posted issuing documents. */
  issued: z.string(),
  /** On issuing documents waiting for approval. */
  inIssue: z.string(),
  /** Still reserved, to be issued. */
  remaining: z.string(),
  /** The rest, cancelled. */
  cancelled: z.string(),
});

export const requisitionIssueSchema = z.object({
  documentId: z.number().int(),
  controlNo: z.string(),
  documentDate: z.string(),
  status: z.string(),
});

export const requisitionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REQUISITION_KINDS),
  controlNo: z.string(),
  requestDate: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  toLocationId: z.number().int().nullable(),
  toLocationName: z.string().nullable(),
  purpose: z.string(),
  chargeAccount: z.string().nullable(),
  workOrderNo: z.string().nullable(),
  serviceRequestId: z.number().int().nullable(),
  serviceRequestNo: z.string().nullable(),
  status: z.enum(REQUISITION_STATUSES),
  requestedBy: z.string(),
  requestedById: z.number().int(),
  createdAt: z.string(),
  approvedAt: z.string().nullable(),
  issuedDocumentId: z.number().int().nullable(),
  issuedControlNo: z.string().nullable(),
  issuedStatus: z.string().nullable(),
  receivedByName: z.string().nullable(),
  /** The recipient's signature (a PNG data URL), once signed. */
  receivedSignature: z.string().nullable(),
  receivedAt: z.string().nullable(),
  closedRemarks: z.string().nullable(),
  /** When an authorised user cancelled what was left after a partial issue. */
  restCancelledAt: z.string().nullable(),
  /** Every charge ticket or transfer filed against it, oldest first (pending, posted, closed). */
  issues: z.array(requisitionIssueSchema),
  lines: z.array(requisitionLineSchema),
  approval: approvalSummarySchema.nullable(),
});
export type Requisition = z.infer<typeof requisitionSchema>;

export const requisitionFields = z.object({
  kind: z.enum(REQUISITION_KINDS, { error: 'Choose the kind of requisition.' }),
  requestDate: calendarDate(),
  locationId: id('Choose the warehouse.'),
  toLocationId: id('Choose the receiving location.').optional(),
  purpose: requiredText(1, 500),
  chargeAccount: optionalText(40),
  workOrderNo: optionalText(40),
  /** A service requisition voucher's service request, by its number. */
  serviceRequestNo: optionalText(40),
  lines: z
    .array(z.object({ materialId: id('Choose the material.'), quantity }))
    .min(1, 'Add at least one material.')
    .max(200),
});

export const listRequisitionsQuery = pagingQuery.extend({
  kind: z.enum(REQUISITION_KINDS),
  status: z.enum(REQUISITION_STATUSES).optional(),
  search: searchText().optional(),
  /** Only the caller's own requisitions (the end user's screens). */
  mine: queryBoolean.optional(),
});

export const cancelRequisitionFields = z.object({ remarks: requiredText(1, 500) });

/** A signature drawn on the signature pad: a PNG data URL of a few kilobytes. */
export const signatureField = z
  .string({ error: 'Sign in the box.' })
  .max(400_000, 'The signature is too large.')
  .refine((v) => /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(v), { message: 'Sign in the box.' });

/** The recipient signs on screen for what was issued. */
export const receiveRequisitionFields = z.object({ receivedByName: requiredText(2, 120), signature: signatureField });

export const REQUISITION_NOT_FOUND = 'The requisition was not found.';
export const REQUISITION_NOT_APPROVED = 'Only an approved requisition can be issued.';
