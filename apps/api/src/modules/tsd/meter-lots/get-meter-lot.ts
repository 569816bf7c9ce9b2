import { getMeterLotEndpoint } from '@ilaw/contracts/tsd/meter-lots/get-meter-lot';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';
import { loadLot } from './meter-lot-queries.ts';

export const getMeterLot = defineRoute({
  endpoint: getMeterLotEndpoint,
  access: anyRole(...METER_READERS),
  handler: ({ params, db }) => loadLot(db, params.id),
});
