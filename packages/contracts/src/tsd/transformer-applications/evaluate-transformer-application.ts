import { endpoint, idParam } from '../../http.ts';
import { evaluateApplicationBody, transformerApplicationSchema } from './transformer-application.ts';

export const evaluateTransformerApplicationEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/transformer-applications/{id}/evaluation',
  summary:
    'Records the evaluation: the registered transformer, its passed data sheet and the fees priced from the list in force; submits the application to the approval engine (its evaluator never approves it).',
  params: idParam,
  body: evaluateApplicationBody,
  response: transformerApplicationSchema,
});
