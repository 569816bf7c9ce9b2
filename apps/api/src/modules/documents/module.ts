// OGM documents: memoranda, policies and board resolutions uploaded, approved through the engine
// and published to all staff or to departments; versions kept; read marks (decision 101).
import { defineModule } from '../../platform/modules/define-module.ts';
import { seedDocumentsDemo } from './demo/seed-documents-demo.ts';
import { documentApprovals } from './document-approvals.ts';
import { downloadDocumentVersion } from './download-document-version.ts';
import { getDocument } from './get-document.ts';
import { listDocuments } from './list-documents.ts';
import { listMyDocuments } from './list-my-documents.ts';
import { markDocumentRead } from './mark-document-read.ts';
import { submitDocument } from './submit-document.ts';
import { uploadDocument } from './upload-document.ts';
import { uploadDocumentVersion } from './upload-document-version.ts';
import { unreadDocuments } from './work-cards.ts';

export const documentsModule = defineModule({
  name: 'documents',
  endpoints: [
    uploadDocument,
    uploadDocumentVersion,
    submitDocument,
    listDocuments,
    getDocument,
    listMyDocuments,
    markDocumentRead,
    downloadDocumentVersion,
  ],
  auditedTypes: { document: ['CoopDocumentUploader', 'CoopDocumentApprover'] },
  approvalHandlers: [documentApprovals],
  workCards: [unreadDocuments],
  demoSeeder: { name: 'documents', run: seedDocumentsDemo },
});
