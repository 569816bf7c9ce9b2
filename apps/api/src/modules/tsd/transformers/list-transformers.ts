import { listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TRANSFORMER_READERS } from '../access.ts';
import { countTransformers, toTransformer, transformerListQuery } from './transformer-queries.ts';

// The page and the count are two queries: the count reads the table alone, without the per-row
// latest test and load reading.
export const listTransformers = defineRoute({
  endpoint: listTransformersEndpoint,
  access: anyRole(...TRANSFORMER_READERS),
  async handler({ query, db }) {
    const rows = await transformerListQuery(db, query)
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute();
    return { data: rows.map(toTransformer), total: await countTransformers(db, query) };
  },
});
