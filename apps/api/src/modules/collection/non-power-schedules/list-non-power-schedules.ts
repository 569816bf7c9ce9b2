import { listNonPowerSchedulesEndpoint } from '@ilaw/contracts/collection/non-power-schedules/list-non-power-schedules';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { NON_POWER_READERS } from '../access.ts';
import { loadSchedules } from './schedule-queries.ts';

export const listNonPowerSchedules = defineRoute({
  endpoint: listNonPowerSchedulesEndpoint,
  access: NON_POWER_READERS,
  handler: ({ db }) => loadSchedules(db),
});
