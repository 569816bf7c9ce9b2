import { endpoint, idParam } from '../../http.ts';
import { installApplicationBody, transformerApplicationSchema } from './transformer-application.ts';

export const installTransformerApplicationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/transformer-applications/{id}/installation',
  summary:
    "Installs a paid application's transformer at its pole: posted once into the transformer's installation history; the application is accomplished.",
  params: idParam,
  body: installApplicationBody,
  response: transformerApplicationSchema,
});
