import { downloadDocumentVersionEndpoint } from '@ilaw/contracts/documents/download-document-version';
import { getDocumentEndpoint } from '@ilaw/contracts/documents/get-document';
import { listDocumentsEndpoint } from '@ilaw/contracts/documents/list-documents';
import { listMyDocumentsEndpoint } from '@ilaw/contracts/documents/list-my-documents';
import { buildUrl } from '#web/shared/api/call-endpoint.ts';

/** What a change of a document refreshes. */
export const DOCUMENT_READS = [listDocumentsEndpoint, getDocumentEndpoint, listMyDocumentsEndpoint] as const;

/** A version's file (saved, never rendered). */
export const documentFileUrl = (versionId: number) =>
  buildUrl(downloadDocumentVersionEndpoint, { id: versionId }, {}, { page: 1, itemsPerPage: 15 });
