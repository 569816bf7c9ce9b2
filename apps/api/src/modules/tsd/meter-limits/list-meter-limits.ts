import { listMeterLimitsEndpoint } from '@ilaw/contracts/tsd/meter-limits/list-meter-limits';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LIMIT_READERS } from '../access.ts';
import { listMeterLimitVersions } from './meter-limits-queries.ts';

export const listMeterLimits = defineRoute({
  endpoint: listMeterLimitsEndpoint,
  access: anyRole(...LIMIT_READERS),
  handler: ({ db }) => listMeterLimitVersions(db),
});
