import { METER_LOT_KINDS } from '@ilaw/contracts/tsd/enums';
import { getLotSwitchingEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-lot-switching';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';
import { lotSwitching } from './meter-lot-queries.ts';

export const getLotSwitching = defineRoute({
  endpoint: getLotSwitchingEndpoint,
  access: anyRole(...METER_READERS),
  handler: async ({ db }) =>
    Promise.all(METER_LOT_KINDS.map(async (kind) => ({ kind, state: await lotSwitching(db, kind) }))),
});
