// Documents go through the approval engine (document type ogm.document, decision 014): the final
// approval publishes the latest version to its readers; a rejection or withdrawal returns it to the
// uploader. The engine refuses the uploader as a signatory of their own upload.
import { DOCUMENT_DOCUMENT_TYPE } from '@ilaw/contracts/documents/document';
import type { DocumentStatus } from '@ilaw/contracts/documents/document';
import type { Transaction } from 'kysely';
import type { ApprovalEvent, ApprovalHandler } from '../../platform/approvals/engine.ts';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import { conflict } from '../../platform/http/errors.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { DOCUMENT_LOCK, DOCUMENT_STAFF_ROLES } from './access.ts';

async function close(trx: Transaction<Database>, event: ApprovalEvent, status: DocumentStatus, action: string) {
  const id = event.request.documentId;
  await lockSubject(trx, DOCUMENT_LOCK, id);
  const d = await trx.selectFrom('documents').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  if (d.status !== 'Pending') throw conflict('This document has already been decided.');
  const now = new Date();
  if (status === 'Published') {
    await trx
      .updateTable('documents')
      .set({ status, published_version: d.current_version, published_at: now, updated_at: now })
      .where('id', '=', id)
      .execute();
    await trx
      .updateTable('document_versions')
      .set({ published_at: now })
      .where('document_id', '=', id)
      .where('version', '=', d.current_version)
      .execute();
  } else {
    await trx.updateTable('documents').set({ status, updated_at: now }).where('id', '=', id).execute();
  }
  await recordAudit(trx, event.actor, {
    entityType: 'document',
    entityId: id,
    action,
    newValues: { status, version: d.current_version, remarks: event.remarks },
  });
}

export const documentApprovals: ApprovalHandler = {
  documentType: DOCUMENT_DOCUMENT_TYPE,
  readerRoles: [...DOCUMENT_STAFF_ROLES],
  deciderRoles: ['CoopDocumentApprover'],
  onApproved: (trx, event) => close(trx, event, 'Published', 'published'),
  onRejected: (trx, event) => close(trx, event, 'Disapproved', 'disapproved'),
  onWithdrawn: (trx, event) => close(trx, event, 'Withdrawn', 'withdrawn'),
};
