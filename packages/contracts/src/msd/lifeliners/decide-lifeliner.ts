import { endpoint, idParam } from '../../http.ts';
import { LIFELINER_BASE, decideLifelinerBody, lifelinerDetailSchema } from './lifeliner.ts';

export const decideLifelinerEndpoint = endpoint({
  method: 'POST',
  path: `${LIFELINER_BASE}/{id}/decision`,
  summary:
    'Approve (eligible, household not a lifeliner on another account; tags the account in billing from today), Reject (reason) or End (reason; untags it) a lifeline application. Not by its filer (403).',
  params: idParam,
  body: decideLifelinerBody,
  response: lifelinerDetailSchema,
});
