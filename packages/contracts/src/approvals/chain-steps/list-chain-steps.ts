import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { documentTypeCode } from '../document-types/document-type.ts';
import { chainStepSchema } from './chain-step.ts';

export const listChainStepsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/admin/signatories',
  summary: 'The approval chain of a document type (or of all), step by step.',
  query: z.object({ documentType: documentTypeCode.optional() }),
  response: z.array(chainStepSchema),
});
