import { getTransformerByIdEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-by-id';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { loadTransformerDetail } from './transformer-queries.ts';

export const getTransformerById = defineRoute({
  endpoint: getTransformerByIdEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  handler: ({ params, db }) => loadTransformerDetail(db, params.id),
});
