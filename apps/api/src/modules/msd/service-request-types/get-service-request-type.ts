import { getServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/get-service-request-type';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { MSD_TYPE_READERS } from '../access.ts';
import { loadType, toType, typeQuery } from './type-queries.ts';

export const getServiceRequestType = defineRoute({
  endpoint: getServiceRequestTypeEndpoint,
  access: anyRole(...MSD_TYPE_READERS),
  async handler({ params, db }) {
    const type = await loadType(db, params.id);
    const subtypes = await typeQuery(db).where('t.parent_id', '=', params.id).orderBy('t.name').execute();
    return { ...type, subtypes: subtypes.map(toType) };
  },
});
