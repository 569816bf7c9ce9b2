import { listLifelinersEndpoint } from '@ilaw/contracts/msd/lifeliners/list-lifeliners';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { lifelinerPage } from './lifeliner-queries.ts';

export const listLifeliners = defineRoute({
  endpoint: listLifelinersEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  handler: ({ query, db }) => lifelinerPage(db, query, query.itemsPerPage, (query.page - 1) * query.itemsPerPage),
});
