import { listLoadReadingsEndpoint } from '@ilaw/contracts/tsd/load-readings/list-load-readings';
import { paginate } from '../../../platform/db/paging.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LOAD_READERS } from '../access.ts';
import { readingListQuery, toLoadReading } from './load-reading-queries.ts';

export const listLoadReadings = defineRoute({
  endpoint: listLoadReadingsEndpoint,
  access: anyRole(...LOAD_READERS),
  handler: ({ query, db }) => paginate(readingListQuery(db, query), query, toLoadReading),
});
