import { endpoint } from '../http.ts';
import { myAgreementSchema } from './agreement.ts';

export const getMyAgreementEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/data-privacy/my-agreement',
  summary: 'The current data privacy agreement and whether the signed-in user accepted it (open before accepting).',
  response: myAgreementSchema,
});
