// EBS Arrears from the ledger (decision 059): every bill's unpaid balance is its ledger lines up to
// the "as of" date (the bill's debit less payments, channel postings, advances applied, adjustment
// and cancellation credits; a cancelled payment's reversal debits it again), so whatever reaches the
// ledger shows here. Consumers are aggregated, filtered and sorted in SQL; the surcharge, advance
// balance and non-power bills of the page's consumers come from collection (arrears-extras.ts).
import type { ArrearsRow, arrearsFilters, ARREARS_SORT_COLUMNS } from '@ilaw/contracts/billing/arrears/arrears';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { requestedOrder } from '../../../platform/db/list-sort.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { AGEING_BOUNDS, ageingBucket, daysPastDue, type AgeingBound } from '../compute/ageing.ts';
import { arrearsExtras } from './arrears-extras.ts';
import { Decimal } from 'decimal.js';

export type ArrearsQuery = z.output<typeof arrearsFilters> & {
  sort?: (typeof ARREARS_SORT_COLUMNS)[number] | undefined;
  order?: 'asc' | 'desc' | undefined;
};

function inBucket(bound: AgeingBound, days: RawBuilder<number>): RawBuilder<boolean> {
  if (bound.fromDays === null) return sql<boolean>`${days} <= ${sql.lit(bound.toDays ?? 0)}`;
  if (bound.toDays === null) return sql<boolean>`${days} >= ${sql.lit(bound.fromDays)}`;
  return sql<boolean>`${days} BETWEEN ${sql.lit(bound.fromDays)} AND ${sql.lit(bound.toDays)}`;
}

function bucketSum(bucket: AgeingBound['bucket'], days: RawBuilder<number>) {
  const bound = AGEING_BOUNDS.find((b) => b.bucket === bucket)!;
  return sql<string>`coalesce(sum(u.balance) FILTER (WHERE ${inBucket(bound, days)}), 0)`;
}

/** The consumers in arrears on `asOf` of the filters, in the requested order (paged or exported). */
export function arrearsList(db: Kysely<Database>, query: ArrearsQuery, asOf: string) {
  const days = sql<number>`(${asOf}::date - u.due_date)`;
  let unpaid = db
    .selectFrom('billing_ledger_entries as l')
    .innerJoin('billing_bills as b', 'b.id', 'l.bill_id')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .innerJoin('billing_consumers as c', 'c.id', 'b.consumer_id')
    .select(['b.consumer_id', 'b.due_date', 'm.period', sql<string>`sum(l.debit - l.credit)`.as('balance')])
    .where('l.entry_date', '<=', asOf)
    .groupBy(['l.bill_id', 'b.consumer_id', 'b.due_date', 'm.period'])
    .having(sql`sum(l.debit - l.credit)`, '>', 0);
  if (query.branchCode !== undefined) unpaid = unpaid.where('c.branch_code', '=', query.branchCode);
  if (query.routeId !== undefined) unpaid = unpaid.where('c.route_id', '=', query.routeId);
  if (query.town) unpaid = unpaid.where(sql`lower(c.town)`, '=', query.town.toLowerCase());
  if (query.consumerClass) unpaid = unpaid.where('c.consumer_class', '=', query.consumerClass);
  if (query.search) {
    const term = `${query.search.toLowerCase().replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
    unpaid = unpaid.where((eb) =>
      eb.or([eb(sql`lower(c.account_no)`, 'like', term), eb(sql`lower(c.name)`, 'like', term)]),
    );
  }
  let q = db
    .with('u', () => unpaid)
    .with('a', (w) =>
      w
        .selectFrom('u')
        .select([
          'u.consumer_id',
          sql<number>`count(*)::int`.as('bills'),
          sql<string>`min(u.period)`.as('oldest_period'),
          bucketSum('current', days).as('current'),
          bucketSum('days1to30', days).as('days1to30'),
          bucketSum('days31to60', days).as('days31to60'),
          bucketSum('days61to90', days).as('days61to90'),
          bucketSum('over90', days).as('over90'),
          sql<string>`sum(u.balance)`.as('arrears'),
        ])
        .groupBy('u.consumer_id'),
    )
    .selectFrom('a')
    .innerJoin('billing_consumers as c', 'c.id', 'a.consumer_id')
    .leftJoin('billing_routes as r', 'r.id', 'c.route_id')
    .select([
      'c.id',
      'c.account_no',
      'c.name',
      'c.branch_code',
      'r.code as route_code',
      'c.town',
      'c.consumer_class',
      'c.account_status',
      'a.bills',
      'a.oldest_period',
      sql<string>`a.current::text`.as('current'),
      sql<string>`a.days1to30::text`.as('days1to30'),
      sql<string>`a.days31to60::text`.as('days31to60'),
      sql<string>`a.days61to90::text`.as('days61to90'),
      sql<string>`a.over90::text`.as('over90'),
      sql<string>`a.arrears::text`.as('arrears'),
    ]);
  if (query.bucket !== undefined) q = q.where(sql.ref(`a.${query.bucket}`), '>', 0);
  const requested = requestedOrder(query, {
    accountNo: sql`c.account_no`,
    name: sql`c.name`,
    routeCode: sql`r.code`,
    town: sql`c.town`,
    consumerClass: sql`c.consumer_class`,
    bills: sql`a.bills`,
    oldestPeriod: sql`a.oldest_period`,
    current: sql`a.current`,
    days1to30: sql`a.days1to30`,
    days31to60: sql`a.days31to60`,
    days61to90: sql`a.days61to90`,
    over90: sql`a.over90`,
    arrears: sql`a.arrears`,
  });
  // Default: the largest arrears first (what collectors chase).
  q = q.orderBy(requested ?? sql`a.arrears DESC`);
  return q.orderBy('c.account_no');
}

export type ArrearsListRow = Awaited<ReturnType<ReturnType<typeof arrearsList>['execute']>>[number];

export function arrearsAsOf(query: { asOf?: string | undefined }): string {
  return query.asOf ?? manilaToday();
}

const money = (v: Decimal.Value) => new Decimal(v).toFixed(2);

/** The page's rows with their unpaid bills, surcharges, advance balances and non-power bills. */
export async function toArrearsRows(
  db: Kysely<Database>,
  rows: readonly ArrearsListRow[],
  asOf: string,
): Promise<ArrearsRow[]> {
  const consumerIds = rows.map((r) => r.id);
  if (consumerIds.length === 0) return [];
  const bills = await db
    .selectFrom('billing_ledger_entries as l')
    .innerJoin('billing_bills as b', 'b.id', 'l.bill_id')
    .innerJoin('billing_bill_months as m', 'm.id', 'b.bill_month_id')
    .select([
      'b.id',
      'b.bill_no',
      'b.consumer_id',
      'b.consumer_class',
      'b.total_amount',
      'b.due_date',
      'm.period',
      sql<string>`sum(l.debit - l.credit)::text`.as('balance'),
      sql<string>`(SELECT coalesce(sum(x.amount), 0)::text FROM billing_bill_lines x WHERE x.bill_id = b.id AND x.line_kind = 'vat')`.as(
        'vat',
      ),
    ])
    .where('b.consumer_id', 'in', consumerIds)
    .where('l.entry_date', '<=', asOf)
    .groupBy(['b.id', 'b.bill_no', 'b.consumer_id', 'b.consumer_class', 'b.total_amount', 'b.due_date', 'm.period'])
    .having(sql`sum(l.debit - l.credit)`, '>', 0)
    .orderBy('m.period')
    .orderBy('b.id')
    .execute();
  const extras = await arrearsExtras(db, {
    asOf,
    consumerIds,
    bills: bills.map((b) => ({
      billId: Number(b.id),
      consumerId: b.consumer_id,
      consumerClass: b.consumer_class,
      total: b.total_amount,
      vat: b.vat,
      balance: b.balance,
      dueDate: b.due_date,
    })),
  });
  return rows.map((r) => {
    const mine = bills.filter((b) => b.consumer_id === r.id);
    const unpaidBills = mine.map((b) => {
      const s = extras.surcharges.get(Number(b.id)) ?? { surcharge: '0', vat: '0' };
      const daysLate = daysPastDue(b.due_date, asOf);
      return {
        billId: Number(b.id),
        billNo: b.bill_no,
        period: b.period,
        dueDate: b.due_date,
        daysPastDue: daysLate,
        bucket: ageingBucket(daysLate),
        balance: money(b.balance),
        surcharge: money(s.surcharge),
        surchargeVat: money(s.vat),
        amountDue: money(new Decimal(b.balance).plus(s.surcharge).plus(s.vat)),
      };
    });
    const sum = (pick: (b: (typeof unpaidBills)[number]) => string) =>
      money(unpaidBills.reduce((t, b) => t.plus(pick(b)), new Decimal(0)));
    return {
      consumerId: r.id,
      accountNo: r.account_no,
      name: r.name,
      branchCode: r.branch_code,
      routeCode: r.route_code,
      town: r.town,
      consumerClass: r.consumer_class,
      accountStatus: r.account_status,
      bills: r.bills,
      oldestPeriod: r.oldest_period,
      current: money(r.current),
      days1to30: money(r.days1to30),
      days31to60: money(r.days31to60),
      days61to90: money(r.days61to90),
      over90: money(r.over90),
      arrears: money(r.arrears),
      surcharge: sum((b) => b.surcharge),
      surchargeVat: sum((b) => b.surchargeVat),
      nonPower: money(extras.nonPower.get(r.id) ?? '0'),
      advanceBalance: money(extras.advanceBalances.get(r.id) ?? '0'),
      payableOnline: sum((b) => b.amountDue),
      unpaidBills,
    };
  });
}
