import { endpoint, idParam } from '../../http.ts';
import { transformerDetailSchema, transformerFields } from './transformer.ts';

export const updateTransformerEndpoint = endpoint({
  method: 'PUT',
  path: '/api/tsd/DistributionTransformer/{id}',
  summary: "Corrects a transformer's nameplate and location (mounting changes through installation and removal).",
  params: idParam,
  body: transformerFields,
  response: transformerDetailSchema,
});
