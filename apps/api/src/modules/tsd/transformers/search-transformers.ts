import { searchTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/search-transformers';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PICKER_READERS } from '../access.ts';
import { likePrefix, toTransformer, transformerQuery } from './transformer-queries.ts';

export const searchTransformers = defineRoute({
  endpoint: searchTransformersEndpoint,
  access: anyRole(...PICKER_READERS),
  async handler({ query, db }) {
    const term = likePrefix(query.search.trim());
    const rows = await transformerQuery(db)
      .where(sql<boolean>`(lower(t.serial_no) LIKE ${term} OR lower(t.pole_no) LIKE ${term})`)
      .orderBy(sql`lower(t.serial_no)`)
      .limit(20)
      .execute();
    return rows.map(toTransformer);
  },
});
