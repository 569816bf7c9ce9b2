import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MSD_TYPE_READERS } from '../access.ts';
import { listTypes } from './type-queries.ts';

export const listServiceRequestTypes = defineRoute({
  endpoint: listServiceRequestTypesEndpoint,
  access: anyRole(...MSD_TYPE_READERS),
  async handler({ query, db }) {
    return listTypes(db, { activeOnly: query.activeOnly === true, technicalOnly: false });
  },
});
