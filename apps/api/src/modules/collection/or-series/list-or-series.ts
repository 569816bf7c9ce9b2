import { listOrSeriesEndpoint } from '@ilaw/contracts/collection/or-series/list-or-series';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { OR_SERIES_WRITERS } from '../access.ts';
import { listSeries } from './or-series-queries.ts';

export const listOrSeries = defineRoute({
  endpoint: listOrSeriesEndpoint,
  access: OR_SERIES_WRITERS,
  async handler({ query, db }) {
    return listSeries(db, query.tellerId !== undefined ? { tellerId: query.tellerId } : {});
  },
});
