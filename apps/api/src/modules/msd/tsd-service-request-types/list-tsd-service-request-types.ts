import { listServiceRequestTypesTsdEndpoint } from '@ilaw/contracts/msd/tsd-service-request-types/list-tsd-service-request-types';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TSD_TYPE_READERS } from '../access.ts';
import { listTypes } from '../service-request-types/type-queries.ts';

export const listServiceRequestTypesTsd = defineRoute({
  endpoint: listServiceRequestTypesTsdEndpoint,
  access: anyRole(...TSD_TYPE_READERS),
  async handler({ query, db }) {
    return listTypes(db, { activeOnly: query.activeOnly === true, technicalOnly: true });
  },
});
