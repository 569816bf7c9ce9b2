// The engine's callbacks for the four stock documents (decision 014): the final approval posts
// (stock moves only then), a rejection or withdrawal closes the document and frees what it held.
import { DOCUMENT_KINDS, DocumentStatus } from '@ilaw/contracts/warehouse/enums';
import type { ApprovalHandler } from '../../../platform/approvals/engine.ts';
import { DOCUMENT_APPROVERS, WAREHOUSE_READERS } from '../access.ts';
import { closeStockDocument, postStockDocument } from './post-stock-document.ts';
import { documentTypeOf } from './stock-document-queries.ts';

export const stockDocumentApprovals: ApprovalHandler[] = DOCUMENT_KINDS.map((kind) => ({
  documentType: documentTypeOf(kind),
  readerRoles: WAREHOUSE_READERS,
  deciderRoles: DOCUMENT_APPROVERS,
  async onApproved(trx, { request, actor }) {
    await postStockDocument(trx, request.documentId, actor);
  },
  async onRejected(trx, { request, remarks }) {
    await closeStockDocument(trx, request.documentId, DocumentStatus.Rejected, remarks);
  },
  async onWithdrawn(trx, { request, remarks }) {
    await closeStockDocument(trx, request.documentId, DocumentStatus.Cancelled, remarks);
  },
}));
