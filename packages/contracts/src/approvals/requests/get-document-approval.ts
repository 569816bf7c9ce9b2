import { endpoint } from '../../http.ts';
import { approvalDetailSchema, documentParams } from './approval-request.ts';

export const getDocumentApprovalEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/approvals/documents/{documentType}/{documentId}',
  summary: 'The latest approval request of a document (404 when it never went through approval).',
  params: documentParams,
  response: approvalDetailSchema,
});
