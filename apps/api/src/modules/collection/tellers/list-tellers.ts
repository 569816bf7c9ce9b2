import { listTellersEndpoint } from '@ilaw/contracts/collection/tellers/list-tellers';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TELLER_READERS } from '../access.ts';
import { loadTeller } from './teller-queries.ts';

export const listTellers = defineRoute({
  endpoint: listTellersEndpoint,
  access: TELLER_READERS,
  async handler({ query, db }) {
    let q = db.selectFrom('collection_tellers').select('id').orderBy('branch_code').orderBy('name');
    if (query.branchCode !== undefined) q = q.where('branch_code', '=', query.branchCode);
    const ids = await q.execute();
    return Promise.all(ids.map((r) => loadTeller(db, r.id)));
  },
});
