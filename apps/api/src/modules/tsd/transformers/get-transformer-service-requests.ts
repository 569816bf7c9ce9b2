// api.txt's {id}/GetServiceRequest: a transformer's service requests are the transformer
// applications that evaluated or installed it (decision 081).
import { getTransformerServiceRequestsEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-service-requests';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { applicationQuery, toApplications } from '../transformer-applications/application-queries.ts';
import { loadTransformer } from './transformer-queries.ts';

export const getTransformerServiceRequests = defineRoute({
  endpoint: getTransformerServiceRequestsEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  async handler({ params, db, user }) {
    await loadTransformer(db, params.id);
    const rows = await applicationQuery(db).where('a.transformer_id', '=', params.id).orderBy('a.id', 'desc').execute();
    return toApplications(db, user, rows);
  },
});
