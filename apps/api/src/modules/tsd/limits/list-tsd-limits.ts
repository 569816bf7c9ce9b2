import { listTsdLimitsEndpoint } from '@ilaw/contracts/tsd/limits/list-tsd-limits';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LIMIT_READERS } from '../access.ts';
import { listLimits } from './limits-queries.ts';

export const listTsdLimits = defineRoute({
  endpoint: listTsdLimitsEndpoint,
  access: anyRole(...LIMIT_READERS),
  handler: ({ db }) => listLimits(db),
});
