import { listNonPowerTypesEndpoint } from '@ilaw/contracts/collection/non-power/list-non-power-types';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { NON_POWER_READERS } from '../access.ts';
import { listTypes } from './non-power-queries.ts';

export const listNonPowerTypes = defineRoute({
  endpoint: listNonPowerTypesEndpoint,
  access: NON_POWER_READERS,
  async handler({ db }) {
    return listTypes(db);
  },
});
