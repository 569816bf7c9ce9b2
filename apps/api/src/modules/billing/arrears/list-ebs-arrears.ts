import { listEbsArrearsEndpoint } from '@ilaw/contracts/billing/arrears/list-ebs-arrears';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { paginate } from '../../../platform/db/paging.ts';
import { ARREARS_VIEW } from '../access.ts';
import { arrearsAsOf, arrearsList, toArrearsRows, type ArrearsListRow } from './arrears-queries.ts';

export const listEbsArrears = defineRoute({
  endpoint: listEbsArrearsEndpoint,
  access: ARREARS_VIEW,
  async handler({ query, db }) {
    const asOf = arrearsAsOf(query);
    const list = arrearsList(db, query, asOf);
    const page = await paginate(list, query, (r: ArrearsListRow) => r);
    const t = await list
      .clearSelect()
      .clearOrderBy()
      .select([
        sql<number>`count(*)::int`.as('consumers'),
        sql<string>`coalesce(sum(a.current), 0)::text`.as('current'),
        sql<string>`coalesce(sum(a.days1to30), 0)::text`.as('days1to30'),
        sql<string>`coalesce(sum(a.days31to60), 0)::text`.as('days31to60'),
        sql<string>`coalesce(sum(a.days61to90), 0)::text`.as('days61to90'),
        sql<string>`coalesce(sum(a.over90), 0)::text`.as('over90'),
        sql<string>`coalesce(sum(a.arrears), 0)::text`.as('arrears'),
      ])
      .executeTakeFirstOrThrow();
    const money = (v: string) => new Decimal(v).toFixed(2);
    return {
      data: await toArrearsRows(db, page.data, asOf),
      total: page.total,
      asOf,
      totals: {
        consumers: t.consumers,
        current: money(t.current),
        days1to30: money(t.days1to30),
        days31to60: money(t.days31to60),
        days61to90: money(t.days61to90),
        over90: money(t.over90),
        arrears: money(t.arrears),
      },
    };
  },
});
