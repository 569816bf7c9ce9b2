import { listTransformerFeesEndpoint } from '@ilaw/contracts/tsd/transformer-fees/list-transformer-fees';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { FEE_READERS } from '../access.ts';
import { feeVersions } from './fee-queries.ts';

export const listTransformerFees = defineRoute({
  endpoint: listTransformerFeesEndpoint,
  access: anyRole(...FEE_READERS),
  handler: ({ db }) => feeVersions(db),
});
