import { endpoint, idParam } from '../../http.ts';
import { inspectApplicationBody, transformerApplicationSchema } from './transformer-application.ts';

export const inspectTransformerApplicationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/transformer-applications/{id}/inspection',
  summary:
    'Records the site inspection once: passed sends the application to evaluation, failed disapproves it. A second post answers 409.',
  params: idParam,
  body: inspectApplicationBody,
  response: transformerApplicationSchema,
});
