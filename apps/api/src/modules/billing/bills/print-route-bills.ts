import { type PrintedBill, printRouteBillsEndpoint } from '@ilaw/contracts/billing/bills/print-route-bills';
import { sql } from 'kysely';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { BILLING_VIEW } from '../access.ts';
import { BILL_DETAIL_COLUMNS, billQuery, toBillDetail } from './bill-queries.ts';

export const printRouteBills = defineRoute({
  endpoint: printRouteBillsEndpoint,
  // The same roles that read a single printable bill (getBill).
  access: BILLING_VIEW,
  async handler({ query, db }) {
    const [month, route] = await Promise.all([
      db.selectFrom('billing_bill_months').select('period').where('id', '=', query.billMonthId).executeTakeFirst(),
      db
        .selectFrom('billing_routes')
        .select(['id', 'code', 'name', 'branch_code'])
        .where('id', '=', query.routeId)
        .executeTakeFirst(),
    ]);
    if (!month) throw notFound('The bill month was not found.');
    if (!route) throw notFound('The route was not found.');

    // The route the bill was computed on (b.route_id), ordered by the consumer's sequence on it;
    // consumers without a sequence come last, by account. Every status is printed: the sheet
    // marks Cancelled and Adjusted ones, and a corrected bill follows the bill it replaces.
    const rows = await billQuery(db)
      .select(BILL_DETAIL_COLUMNS)
      .select(['c.sequence', 'c.is_lifeliner', 'c.is_senior_citizen'])
      .where('b.bill_month_id', '=', query.billMonthId)
      .where('b.route_id', '=', query.routeId)
      .orderBy(sql`c.sequence asc nulls last`)
      .orderBy('c.account_no')
      .orderBy('b.id')
      .execute();
    const ids = rows.map((r) => r.id);
    const lines =
      ids.length === 0
        ? []
        : await db
            .selectFrom('billing_bill_lines')
            .selectAll()
            .where(sql<boolean>`bill_id = any(${sql.val(ids)}::int[])`)
            .orderBy('bill_id')
            .orderBy('seq')
            .execute();
    const linesByBill = new Map<number, (typeof lines)[number][]>();
    for (const l of lines) {
      const list = linesByBill.get(l.bill_id);
      if (list) list.push(l);
      else linesByBill.set(l.bill_id, [l]);
    }
    const bills: PrintedBill[] = rows.map((r) => ({
      ...toBillDetail(r, linesByBill.get(r.id) ?? []),
      sequence: r.sequence,
      isLifeliner: r.is_lifeliner,
      isSeniorCitizen: r.is_senior_citizen,
    }));
    return {
      period: month.period,
      routeId: route.id,
      routeCode: route.code,
      routeName: route.name,
      branchCode: route.branch_code,
      bills,
    };
  },
});
