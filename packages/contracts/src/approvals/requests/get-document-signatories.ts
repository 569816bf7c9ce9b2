import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { documentParams, signatorySchema } from './approval-request.ts';

export const documentSignatoriesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/approvals/documents/{documentType}/{documentId}/signatories',
  summary:
    'The signatories to print on a document: the requester (Prepared by) and each signature of its latest request.',
  params: documentParams,
  response: z.array(signatorySchema),
});
