import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { NCA_READERS } from '../access.ts';
import { applicationListQuery, countApplications } from './connection-application-list-query.ts';
import { toApplication } from './connection-application-queries.ts';

export async function listApplicationPage({
  query,
  db,
}: HandlerInput<typeof listConnectionApplicationsEndpoint, SessionUser>) {
  const rows = await applicationListQuery(db, query)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  const now = new Date();
  return { data: rows.map((r) => toApplication(r, now)), total: await countApplications(db, query) };
}

export const listConnectionApplications = defineRoute({
  endpoint: listConnectionApplicationsEndpoint,
  access: anyRole(...NCA_READERS),
  handler: listApplicationPage,
});
