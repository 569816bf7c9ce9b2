import { endpoint } from '../../http.ts';
import { createTransformerApplicationBody, transformerApplicationSchema } from './transformer-application.ts';

export const createTransformerApplicationEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/transformer-applications',
  summary:
    'Member services takes a transformer application (types 39-45); it is numbered TA-<year>-NNNNNN and goes to TSD for inspection.',
  body: createTransformerApplicationBody,
  response: transformerApplicationSchema,
});
