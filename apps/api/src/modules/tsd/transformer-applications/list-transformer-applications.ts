import { listTransformerApplicationsEndpoint } from '@ilaw/contracts/tsd/transformer-applications/list-transformer-applications';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { APPLICATION_READERS } from '../access.ts';
import { applicationListQuery, countApplications, toApplications } from './application-queries.ts';

export const listTransformerApplications = defineRoute({
  endpoint: listTransformerApplicationsEndpoint,
  access: anyRole(...APPLICATION_READERS),
  async handler({ query, db, user }) {
    const rows = await applicationListQuery(db, query)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute();
    return { data: await toApplications(db, user, rows), total: await countApplications(db, query) };
  },
});
