import { endpoint } from '../http.ts';
import { acceptAgreementBody, myAgreementSchema } from './agreement.ts';

export const acceptAgreementEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/data-privacy/my-agreement/acceptances',
  summary: 'The signed-in user accepts the current agreement version (time and version recorded); the portal opens.',
  body: acceptAgreementBody,
  response: myAgreementSchema,
});
