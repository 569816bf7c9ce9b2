// OGM's documents are uploaded by CoopDocumentUploader and approved by CoopDocumentApprover
// (SPEC.md); both see the whole list. Every staff member reads what is addressed to them.
import { anyRole } from '../../platform/http/access.ts';

export const DOCUMENT_UPLOADER = anyRole('CoopDocumentUploader');
export const DOCUMENT_STAFF = anyRole('CoopDocumentUploader', 'CoopDocumentApprover');
export const DOCUMENT_STAFF_ROLES = ['CoopDocumentUploader', 'CoopDocumentApprover'] as const;
export const DOCUMENT_LOCK = 'document';
