import { listInterruptionsEndpoint } from '@ilaw/contracts/tsd/interruptions/list-interruptions';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { INTERRUPTION_READERS } from '../access.ts';
import { interruptionListQuery, toInterruptions } from './interruption-queries.ts';

export const listInterruptions = defineRoute({
  endpoint: listInterruptionsEndpoint,
  access: anyRole(...INTERRUPTION_READERS),
  async handler({ query, db }) {
    const q = interruptionListQuery(db, query);
    const rows = await q
      .limit(query.itemsPerPage)
      .offset((query.page - 1) * query.itemsPerPage)
      .execute();
    const counted = await q
      .clearSelect()
      .clearOrderBy()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return { data: await toInterruptions(db, rows), total: Number(counted.n) };
  },
});
