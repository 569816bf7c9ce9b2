import { endpoint, idParam } from '../../http.ts';
import { cancelApplicationBody, transformerApplicationSchema } from './transformer-application.ts';

export const cancelTransformerApplicationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/transformer-applications/{id}/cancel',
  summary:
    'Member services cancels an application not yet approved (a pending approval request is closed with it); an approved one is past cancelling.',
  params: idParam,
  body: cancelApplicationBody,
  response: transformerApplicationSchema,
});
