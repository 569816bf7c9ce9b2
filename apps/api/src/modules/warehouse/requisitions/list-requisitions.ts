import { listRequisitionsEndpoint } from '@ilaw/contracts/warehouse/requisitions/list-requisitions';
import { sql } from 'kysely';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { readsAllRequisitions, requisitionQuery, toRequisitions } from './requisition-queries.ts';

export const listRequisitions = defineRoute({
  endpoint: listRequisitionsEndpoint,
  // Readers see all; a requester (office supplies: anyone) their own.
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    let q = requisitionQuery(db).where('r.kind', '=', query.kind);
    if (query.mine === true || !readsAllRequisitions(user)) q = q.where('r.requested_by', '=', user.id);
    if (query.status !== undefined) q = q.where('r.status', '=', query.status);
    const search = query.search?.trim();
    if (search) {
      const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`).toLowerCase()}%`;
      q = q.where((eb) => eb.or([eb(sql`lower(r.control_no)`, 'like', like), eb(sql`lower(r.purpose)`, 'like', like)]));
    }
    const [rows, count] = await Promise.all([
      q
        .orderBy('r.request_date', 'desc')
        .orderBy('r.id', 'desc')
        .limit(query.itemsPerPage)
        .offset((query.page - 1) * query.itemsPerPage)
        .execute(),
      q
        .clearSelect()
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow(),
    ]);
    return { data: await toRequisitions(db, user, rows), total: Number(count.n) };
  },
});
