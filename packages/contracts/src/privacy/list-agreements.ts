import { z } from 'zod';
import { endpoint } from '../http.ts';
import { agreementSummarySchema } from './agreement.ts';

export const listAgreementsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/data-privacy/agreements',
  summary: 'Every published agreement version, newest first, with how many users accepted it.',
  response: z.object({ items: z.array(agreementSummarySchema) }),
});
