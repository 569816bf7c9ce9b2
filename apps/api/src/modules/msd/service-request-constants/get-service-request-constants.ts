import { getServiceRequestConstantsEndpoint } from '@ilaw/contracts/msd/service-request-constants/get-service-request-constants';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MSD_TYPE_READERS } from '../access.ts';
import { loadConstants } from './constants-queries.ts';

export const getServiceRequestConstants = defineRoute({
  endpoint: getServiceRequestConstantsEndpoint,
  access: anyRole(...MSD_TYPE_READERS),
  async handler({ db }) {
    return loadConstants(db);
  },
});
