// The collection summary (DOMAIN.md 2.3 item 8): GL lines of the teller days in the range, so
// cancellations count on the day they were approved, as on the DCRs.
import type { CollectionSummary } from '@ilaw/contracts/collection/summary/collection-summary';
import { BRANCH_CODE } from '@ilaw/contracts/billing/enums';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { channelLabel } from '@ilaw/contracts/collection/channel-uploads/channel-upload';
import { D, money } from '../compute/money.ts';
import { channelName } from '../channel-uploads/channel-queries.ts';

interface SummaryQuery {
  from: string;
  to: string;
  branchCode?: number | undefined;
  tellerId?: number | undefined;
}

const branchName = (code: number) => Object.values(BRANCH_CODE).find((b) => b.value === code)?.label ?? String(code);

export async function collectionSummary(db: Kysely<Database>, q: SummaryQuery): Promise<CollectionSummary> {
  let base = db
    .selectFrom('collection_gl_lines as g')
    .innerJoin('collection_teller_days as d', 'd.id', 'g.day_id')
    .innerJoin('collection_tellers as t', 't.id', 'd.teller_id')
    .innerJoin('collection_payments as p', 'p.id', 'g.payment_id')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .where('d.business_date', '>=', q.from)
    .where('d.business_date', '<=', q.to);
  if (q.branchCode !== undefined) base = base.where('t.branch_code', '=', q.branchCode);
  if (q.tellerId !== undefined) base = base.where('t.id', '=', q.tellerId);
  const amount = sql<string>`sum(g.amount)::text`.as('amount');
  // A payment counts once, on its own day, if it stands.
  const payments = sql<number>`count(DISTINCT p.id) FILTER (WHERE NOT g.is_reversal AND p.status = 'Posted')::int`.as(
    'payments',
  );
  const byDay = await base
    .select(['d.business_date as key', amount, payments])
    .groupBy('d.business_date')
    .orderBy('d.business_date')
    .execute();
  const byBranch = await base
    .select(['t.branch_code as key', amount, payments])
    .groupBy('t.branch_code')
    .orderBy('t.branch_code')
    .execute();
  const byTown = await base
    .select([sql<string>`coalesce(c.town, 'No account')`.as('key'), amount, payments])
    .groupBy(sql`coalesce(c.town, 'No account')`)
    .orderBy('key')
    .execute();
  const byTeller = await base.select(['t.name as key', amount, payments]).groupBy('t.name').orderBy('t.name').execute();
  // A payment channel collects as its own teller (decision 056); every other teller is a window.
  const byChannel = await base
    .select([sql<number>`coalesce(t.channel, -1)`.as('key'), amount, payments])
    .groupBy(sql`coalesce(t.channel, -1)`)
    .orderBy('key')
    .execute();
  const byGl = await base
    .select(['g.gl_code as key', sql<string>`min(g.description)`.as('description'), amount])
    .groupBy('g.gl_code')
    .orderBy('g.gl_code')
    .execute();
  const total = byDay.reduce((s, r) => s.plus(r.amount), new D(0));
  const count = byDay.reduce((n, r) => n + Number(r.payments), 0);
  const totals = (
    rows: { key: string | number; amount: string; payments: number }[],
    label: (k: string | number) => string,
  ) =>
    rows.map((r) => ({
      key: String(r.key),
      label: label(r.key),
      payments: Number(r.payments),
      amount: money(new D(r.amount)),
    }));
  return {
    from: q.from,
    to: q.to,
    total: money(total),
    payments: count,
    byDay: byDay.map((r) => ({ date: String(r.key), payments: Number(r.payments), amount: money(new D(r.amount)) })),
    byBranch: totals(byBranch, (k) => branchName(Number(k))),
    byTown: totals(byTown, String),
    byTeller: totals(byTeller, String),
    byChannel: totals(
      byChannel.map((r) => ({ ...r, key: Number(r.key) < 0 ? 'teller' : String(r.key) })),
      (k) => (k === 'teller' ? "Tellers' windows" : channelLabel(channelName(Number(k)))),
    ),
    byGlAccount: byGl.map((r) => ({ code: String(r.key), description: r.description, amount: money(new D(r.amount)) })),
  };
}
