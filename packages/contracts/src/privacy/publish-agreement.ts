import { endpoint } from '../http.ts';
import { agreementSchema, publishAgreementBody } from './agreement.ts';

export const publishAgreementEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/data-privacy/agreements',
  summary: 'Publishes the next agreement version; every user is asked to accept it at their next sign-in.',
  body: publishAgreementBody,
  response: agreementSchema,
});
