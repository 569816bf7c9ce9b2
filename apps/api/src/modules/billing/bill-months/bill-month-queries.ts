import { BillMonthStatus, BillStatus } from '@ilaw/contracts/billing/enums';
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { BILLING_LOCK } from '../month-locks.ts';

export function monthQuery(db: Kysely<Database>) {
  return db.selectFrom('billing_bill_months as m').select([
    'm.id',
    'm.period',
    'm.reading_date',
    'm.due_date',
    'm.status',
    'm.vat_percent',
    'm.senior_discount_percent',
    'm.senior_max_kwh',
    'm.closed_at',
    sql<number>`(SELECT count(*)::int FROM billing_bills b WHERE b.bill_month_id = m.id AND b.status = ${sql.lit(BillStatus.Posted)})`.as(
      'bill_count',
    ),
    sql<number>`(SELECT count(*)::int FROM billing_meter_readings r WHERE r.bill_month_id = m.id)`.as('reading_count'),
    sql<{ min_kwh: string; max_kwh: string; discount_percent: string }[]>`coalesce((SELECT json_agg(json_build_object(
        'min_kwh', t.min_kwh::text, 'max_kwh', t.max_kwh::text, 'discount_percent', t.discount_percent::text) ORDER BY t.min_kwh)
      FROM billing_lifeline_tiers t WHERE t.bill_month_id = m.id), '[]')`.as('tiers'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof monthQuery>['executeTakeFirstOrThrow']>>;

export function toBillMonth(r: Row): BillMonth {
  return {
    id: r.id,
    period: r.period,
    readingDate: r.reading_date,
    dueDate: r.due_date,
    status: r.status,
    vatPercent: r.vat_percent,
    seniorDiscountPercent: r.senior_discount_percent,
    seniorMaxKwh: r.senior_max_kwh,
    lifelineTiers: r.tiers.map((t) => ({ minKwh: t.min_kwh, maxKwh: t.max_kwh, discountPercent: t.discount_percent })),
    closedAt: r.closed_at?.toISOString() ?? null,
    billCount: Number(r.bill_count),
    readingCount: Number(r.reading_count),
  };
}

export async function loadBillMonth(db: Kysely<Database>, id: number): Promise<BillMonth> {
  const row = await monthQuery(db).where('m.id', '=', id).executeTakeFirst();
  if (!row) throw notFound('The bill month was not found.');
  return toBillMonth(row);
}

/**
 * Takes the bill month's lock (exclusive: computation batches in progress finish first, later ones
 * see the change), locks its row and refuses a closed month.
 */
export async function openMonthForChange(trx: Transaction<Database>, id: number, field = 'billMonthId') {
  await lockSubject(trx, BILLING_LOCK.month, id);
  const m = await trx.selectFrom('billing_bill_months').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  if (!m) throw fieldError(field, 'The bill month was not found.');
  if (m.status !== BillMonthStatus.Open)
    throw conflict(`Bill month ${m.period} is closed; it takes no changes.`, field);
  return m;
}
