// OGM documents (decision 101): memoranda, policies and board resolutions uploaded, approved
// through the approval engine and published to all staff or to departments; versions kept; each
// staff member marks what they read.
import { z } from 'zod';
import { approvalSummarySchema } from '../approvals/requests/approval-request.ts';
import { id } from '../primitives.ts';
import { optionalText, requiredText } from '../validation.ts';

export const DOCUMENT_DOCUMENT_TYPE = 'ogm.document';
export const DOCUMENT_KINDS = ['Memorandum', 'Policy', 'BoardResolution', 'Other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  Memorandum: 'Memorandum',
  Policy: 'Policy',
  BoardResolution: 'Board resolution',
  Other: 'Other',
};
export const DOCUMENT_STATUSES = ['Draft', 'Pending', 'Published', 'Disapproved', 'Withdrawn'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
export const DOCUMENT_AUDIENCES = ['All', 'Departments'] as const;

export const DOCUMENT_MESSAGES = {
  notFound: 'The document was not found.',
  departmentsRequired: 'Choose the departments the document is addressed to.',
  noDepartment: 'A department does not exist.',
  fileRequired: 'Choose the file of the document.',
  notEditable: 'A document waiting for approval cannot be changed; withdraw it first.',
  alreadySubmitted: 'This document has already been sent for approval.',
  notPublished: 'Only a published document is marked read.',
} as const;

/** Multipart fields (strings): departmentIds as "3,7". */
export const documentFieldsSchema = z.object({
  kind: z.enum(DOCUMENT_KINDS),
  title: requiredText(1, 200),
  summary: optionalText(2000),
  audience: z.enum(DOCUMENT_AUDIENCES),
  departmentIds: z
    .string()
    .trim()
    .regex(/^(\d{1,9}(,\d{1,9})*)?$/, DOCUMENT_MESSAGES.noDepartment)
    .transform((v) => (v === '' ? [] : [...new Set(v.split(',').map(Number))])),
  note: optionalText(500),
});
export type DocumentFields = z.input<typeof documentFieldsSchema>;

export const documentVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  fileName: z.string(),
  note: z.string().nullable(),
  uploadedBy: z.string(),
  uploadedAt: z.string(),
  publishedAt: z.string().nullable(),
});

export const documentSchema = z.object({
  id: z.number().int(),
  documentNo: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  summary: z.string().nullable(),
  audience: z.enum(DOCUMENT_AUDIENCES),
  departments: z.array(z.object({ id: z.number().int(), name: z.string() })),
  status: z.enum(DOCUMENT_STATUSES),
  currentVersion: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  publishedAt: z.string().nullable(),
  uploadedBy: z.string(),
  createdAt: z.string(),
  /** Readers of the published version. */
  reads: z.number().int(),
  approval: approvalSummarySchema.nullable(),
});
export type DocumentRecord = z.infer<typeof documentSchema>;

export const documentDetailSchema = documentSchema.extend({ versions: z.array(documentVersionSchema) });
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

/** A published document as a staff member sees it. */
export const myDocumentSchema = z.object({
  id: z.number().int(),
  documentNo: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  title: z.string(),
  summary: z.string().nullable(),
  version: z.number().int(),
  versionId: z.number().int(),
  fileName: z.string(),
  publishedAt: z.string(),
  readAt: z.string().nullable(),
});
export type MyDocument = z.infer<typeof myDocumentSchema>;

export const documentIdBody = z.object({ documentId: id() });
