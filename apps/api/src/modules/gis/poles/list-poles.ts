import { listPolesEndpoint } from '@ilaw/contracts/gis/poles/list-poles';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POLE_READERS } from '../access.ts';
import { filteredPoles, toPole } from './pole-queries.ts';

export const listPoles = defineRoute({
  endpoint: listPolesEndpoint,
  access: anyRole(...POLE_READERS),
  handler: ({ query, db }) => paginate(filteredPoles(db, query), query, toPole),
});
