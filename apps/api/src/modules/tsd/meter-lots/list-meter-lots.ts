import { listMeterLotsEndpoint } from '@ilaw/contracts/tsd/meter-lots/list-meter-lots';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { METER_READERS } from '../access.ts';
import { listLots } from './meter-lot-queries.ts';

export const listMeterLots = defineRoute({
  endpoint: listMeterLotsEndpoint,
  access: anyRole(...METER_READERS),
  handler: ({ query, db }) => listLots(db, query.kind),
});
