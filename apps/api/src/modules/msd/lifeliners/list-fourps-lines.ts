import { listFourPsLinesEndpoint } from '@ilaw/contracts/msd/lifeliners/list-fourps-lines';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { fourPsLinePage } from './fourps-queries.ts';

export const listFourPsLines = defineRoute({
  endpoint: listFourPsLinesEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  handler: ({ query, db }) => fourPsLinePage(db, query, query.itemsPerPage, (query.page - 1) * query.itemsPerPage),
});
