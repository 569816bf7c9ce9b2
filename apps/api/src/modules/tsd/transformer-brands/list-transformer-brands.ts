import { listTransformerBrandsEndpoint } from '@ilaw/contracts/tsd/transformer-brands/list-transformer-brands';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { listBrands } from './brand-queries.ts';

export const listTransformerBrands = defineRoute({
  endpoint: listTransformerBrandsEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  handler: ({ db }) => listBrands(db),
});
