// The Daily Collection Report of a teller day (DOMAIN.md 2.2, NONECO's DCR): totals per GL
// account from the day's journal, power bills, non-power bills, advances, cancelled ORs, checks
// and 2307s, and the count against what was collected.
import type { Dcr, TellerDayRow } from '@ilaw/contracts/collection/teller-days/teller-day';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { billLabels } from '../../billing/public.ts';
import { nonPowerVat } from '../compute/non-power-vat.ts';
import { billLines, linesOf } from '../non-power/non-power-queries.ts';
import { D, money } from '../compute/money.ts';
import { seesAllTellers } from '../payments/payment-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function dayRows(db: Db) {
  return db
    .selectFrom('collection_teller_days as d')
    .innerJoin('collection_tellers as t', 't.id', 'd.teller_id')
    .select([
      'd.id',
      'd.teller_id',
      't.name as teller_name',
      't.user_id as teller_user_id',
      't.branch_code',
      't.collection_office',
      'd.business_date',
      'd.status',
      'd.over_short',
      sql<number>`(SELECT count(*) FROM collection_payments p WHERE p.day_id = d.id)::int`.as('payments'),
      sql<string>`(SELECT coalesce(sum(g.amount), 0)::text FROM collection_gl_lines g WHERE g.day_id = d.id)`.as(
        'collected',
      ),
    ]);
}

type DayRow = Awaited<ReturnType<ReturnType<typeof dayRows>['executeTakeFirstOrThrow']>>;

export const toDayRow = (r: DayRow): TellerDayRow => ({
  id: r.id,
  tellerId: r.teller_id,
  tellerName: r.teller_name,
  branchCode: r.branch_code,
  collectionOffice: r.collection_office,
  businessDate: r.business_date,
  status: r.status,
  payments: Number(r.payments),
  collected: money(new D(r.collected)),
  overShort: r.over_short,
});

export async function loadDayRow(db: Db, id: number): Promise<TellerDayRow> {
  const r = await dayRows(db).where('d.id', '=', id).executeTakeFirst();
  if (!r) throw notFound('The collection day was not found.');
  return toDayRow(r);
}

export async function loadDcr(db: Db, id: number, user?: SessionUser): Promise<Dcr> {
  const r = await dayRows(db)
    .leftJoin('users as cu', 'cu.id', 'd.closed_by')
    .leftJoin('users as ru', 'ru.id', 'd.received_by')
    .select([
      'd.opened_at',
      'd.closed_at',
      'cu.full_name as closed_by',
      'd.received_at',
      'ru.full_name as received_by',
      'd.cash_count',
      'd.cash_total',
      'd.checks_total',
      'd.remarks',
    ])
    .where('d.id', '=', id)
    .executeTakeFirst();
  if (!r || (user && !seesAllTellers(user) && r.teller_user_id !== user.id))
    throw notFound('The collection day was not found.');
  const gl = await db
    .selectFrom('collection_gl_lines')
    .select(['gl_code', sql<string>`min(description)`.as('description'), sql<string>`sum(amount)::text`.as('amount')])
    .where('day_id', '=', id)
    .groupBy('gl_code')
    .orderBy('gl_code')
    .execute();
  const payer = (alias: string) => sql<string>`coalesce(${sql.ref(`${alias}.name`)}, ${sql.ref('p.payer_name')})`;
  const powerItems = await db
    .selectFrom('collection_payment_items as i')
    .innerJoin('collection_payments as p', 'p.id', 'i.payment_id')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .select([
      'p.or_number',
      'c.account_no',
      payer('c').as('name'),
      'i.bill_id',
      sql<string>`sum(i.amount)::text`.as('amount'),
    ])
    .where('p.day_id', '=', id)
    .where('i.kind', '=', 'Bill')
    .groupBy(['p.or_number', 'c.account_no', 'c.name', 'p.payer_name', 'i.bill_id'])
    .orderBy('p.or_number')
    .execute();
  const labels = await billLabels(
    db,
    powerItems.flatMap((i) => (i.bill_id !== null ? [i.bill_id] : [])),
  );
  const nonPower = await db
    .selectFrom('collection_payment_items as i')
    .innerJoin('collection_payments as p', 'p.id', 'i.payment_id')
    .innerJoin('collection_non_power_bills as n', 'n.id', 'i.non_power_bill_id')
    .innerJoin('collection_non_power_types as nt', 'nt.id', 'n.type_id')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .select([
      'p.or_number',
      'c.account_no',
      payer('c').as('name'),
      'nt.gl_code',
      'nt.name as item',
      'i.amount',
      'n.vat_percent',
      billLines.as('lines'),
    ])
    .where('p.day_id', '=', id)
    .orderBy('p.or_number')
    .execute();
  const advances = await db
    .selectFrom('collection_payment_items as i')
    .innerJoin('collection_payments as p', 'p.id', 'i.payment_id')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .select(['p.or_number', 'c.account_no', payer('c').as('name'), 'i.amount'])
    .where('p.day_id', '=', id)
    .where('i.kind', '=', 'Advance')
    .orderBy('p.or_number')
    .execute();
  const cancelled = await db
    .selectFrom('collection_payments as p')
    .leftJoin('billing_consumers as c', 'c.id', 'p.consumer_id')
    .select([
      'p.or_number',
      'c.account_no',
      payer('c').as('name'),
      'p.total_tendered',
      'p.payment_date',
      'p.cancelled_on',
    ])
    .where('p.status', '=', 'Cancelled')
    .where((eb) => eb.or([eb('p.day_id', '=', id), eb('p.cancel_day_id', '=', id)]))
    .orderBy('p.or_number')
    .execute();
  const voided = await db
    .selectFrom('collection_voided_receipts as v')
    .innerJoin('users as u', 'u.id', 'v.voided_by')
    .select(['v.or_number', 'v.reason', 'u.full_name', 'v.voided_at'])
    .where('v.day_id', '=', id)
    .orderBy('v.or_number')
    .execute();
  const tenders = await db
    .selectFrom('collection_payment_tenders as x')
    .innerJoin('collection_payments as p', 'p.id', 'x.payment_id')
    .select([
      'p.or_number',
      'x.kind',
      'x.bank',
      'x.check_no',
      'x.check_date',
      'x.amount',
      'x.certificate_no',
      'x.ewt_amount',
      'x.vat_amount',
    ])
    .where('p.day_id', '=', id)
    .where('x.kind', 'in', ['Check', 'Form2307'])
    .orderBy('p.or_number')
    .orderBy('x.seq')
    .execute();
  // Checks of payments cancelled on this day go back to the payer: they leave the day's count.
  const returnedChecks = await db
    .selectFrom('collection_payment_tenders as x')
    .innerJoin('collection_payments as p', 'p.id', 'x.payment_id')
    .select(sql<string>`coalesce(sum(x.amount), 0)::text`.as('amount'))
    .where('p.cancel_day_id', '=', id)
    .where('x.kind', '=', 'Check')
    .executeTakeFirstOrThrow();
  const checks = tenders.filter((t) => t.kind === 'Check');
  const expectedChecks = checks.reduce((s, c) => s.plus(c.amount), new D(0)).minus(returnedChecks.amount);
  const row = toDayRow(r);
  return {
    ...row,
    openedAt: r.opened_at.toISOString(),
    closedAt: r.closed_at?.toISOString() ?? null,
    closedBy: r.closed_by,
    receivedAt: r.received_at?.toISOString() ?? null,
    receivedBy: r.received_by,
    glTotals: gl.map((g) => ({ code: g.gl_code, description: g.description, amount: money(new D(g.amount)) })),
    powerBills: powerItems.map((i) => {
      const bill = i.bill_id !== null ? labels.get(i.bill_id) : undefined;
      return {
        orNumber: i.or_number,
        accountNo: i.account_no,
        name: i.name,
        period: bill?.period ?? '',
        billNo: bill?.billNo ?? '',
        kwh: bill?.kwh ?? '0',
        amount: money(new D(i.amount)),
      };
    }),
    nonPowerBills: nonPower.map((n) => ({
      orNumber: n.or_number,
      accountNo: n.account_no,
      name: n.name,
      glCode: n.gl_code,
      item: n.item,
      amount: n.amount,
      // The output VAT of the bill's lines: its own GL line (decision 118).
      ...nonPowerVat(linesOf(n)),
    })),
    advances: advances.map((a) => ({ orNumber: a.or_number, accountNo: a.account_no, name: a.name, amount: a.amount })),
    cancelled: cancelled.map((c) => ({
      orNumber: c.or_number,
      accountNo: c.account_no,
      name: c.name,
      amount: c.total_tendered,
      paymentDate: c.payment_date,
      cancelledOn: c.cancelled_on ?? '',
    })),
    voided: voided.map((v) => ({
      orNumber: v.or_number,
      reason: v.reason,
      voidedBy: v.full_name,
      voidedAt: v.voided_at.toISOString(),
    })),
    checks: checks.map((c) => ({
      orNumber: c.or_number,
      bank: c.bank ?? '',
      checkNo: c.check_no ?? '',
      checkDate: c.check_date ?? '',
      amount: c.amount,
    })),
    certificates2307: tenders
      .filter((t) => t.kind === 'Form2307')
      .map((t) => ({
        orNumber: t.or_number,
        certificateNo: t.certificate_no ?? '',
        ewtAmount: t.ewt_amount ?? '0.00',
        vatAmount: t.vat_amount ?? '0.00',
      })),
    expectedTotal: row.collected,
    expectedChecks: money(expectedChecks),
    cashCount: r.cash_count,
    cashTotal: r.cash_total,
    checksTotal: r.checks_total,
    remarks: r.remarks,
  };
}
