import { listPmsSeminarsEndpoint } from '@ilaw/contracts/msd/pms-seminars/list-pms-seminars';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { NCA_CLERKS } from '../access.ts';
import { countSeminars, seminarListQuery } from './pms-seminar-list-query.ts';
import { toSeminar } from './pms-seminar-queries.ts';

export async function listSeminarPage({ query, db }: HandlerInput<typeof listPmsSeminarsEndpoint, SessionUser>) {
  const rows = await seminarListQuery(db, query)
    .limit(query.itemsPerPage)
    .offset((query.page - 1) * query.itemsPerPage)
    .execute();
  return { data: rows.map(toSeminar), total: await countSeminars(db, query) };
}

export const listPmsSeminars = defineRoute({
  endpoint: listPmsSeminarsEndpoint,
  access: anyRole(...NCA_CLERKS),
  handler: listSeminarPage,
});
