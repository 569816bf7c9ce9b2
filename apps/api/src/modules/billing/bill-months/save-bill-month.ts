import { Decimal } from 'decimal.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { DEFAULT_DUE_DAYS, DEFAULT_LIFELINE_TIERS } from '../rates/rate-defaults.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import type { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';

export const monthExists = (period: string) => `Bill month ${period} already exists.`;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Create and update take the same fields. */
type Body = InputOf<typeof createBillMonthEndpoint>['body'];
type Tier = NonNullable<Body['lifelineTiers']>[number];

function checkTiers(tiers: readonly Tier[]): void {
  const sorted = [...tiers].sort((a, b) => new Decimal(a.minKwh).cmp(b.minKwh));
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i]!;
    if (new Decimal(t.maxKwh).lt(t.minKwh)) throw fieldError('lifelineTiers', 'A lifeline tier ends before it starts.');
    const prev = sorted[i - 1];
    if (prev && new Decimal(t.minKwh).lte(prev.maxKwh)) throw fieldError('lifelineTiers', 'Lifeline tiers overlap.');
  }
}

export async function writeMonth(trx: Transaction<Database>, body: Body, id: number | null) {
  const dueDate = body.dueDate ?? addDays(body.readingDate, DEFAULT_DUE_DAYS);
  if (dueDate < body.readingDate) throw fieldError('dueDate', 'The due date cannot be before the reading date.');
  if (new Decimal(body.vatPercent).gt(100)) throw fieldError('vatPercent', 'Number should be between 0 and 100');
  if (new Decimal(body.seniorDiscountPercent).gt(100))
    throw fieldError('seniorDiscountPercent', 'Number should be between 0 and 100');
  const tiers = body.lifelineTiers ?? (id === null ? [...DEFAULT_LIFELINE_TIERS] : undefined);
  if (tiers) checkTiers(tiers);
  const dup = await trx
    .selectFrom('billing_bill_months')
    .select('id')
    .where('period', '=', body.period)
    .$if(id !== null, (q) => q.where('id', '<>', id!))
    .executeTakeFirst();
  if (dup) throw conflict(monthExists(body.period), 'period');
  const values = {
    period: body.period,
    reading_date: body.readingDate,
    due_date: dueDate,
    vat_percent: body.vatPercent,
    senior_discount_percent: body.seniorDiscountPercent,
    senior_max_kwh: body.seniorMaxKwh,
  };
  let monthId = id;
  if (monthId === null) {
    monthId = (await trx.insertInto('billing_bill_months').values(values).returning('id').executeTakeFirstOrThrow()).id;
  } else {
    await trx
      .updateTable('billing_bill_months')
      .set({ ...values, updated_at: new Date() })
      .where('id', '=', monthId)
      .execute();
  }
  if (tiers) {
    await trx.deleteFrom('billing_lifeline_tiers').where('bill_month_id', '=', monthId).execute();
    if (tiers.length > 0) {
      await trx
        .insertInto('billing_lifeline_tiers')
        .values(
          tiers.map((t) => ({
            bill_month_id: monthId!,
            min_kwh: t.minKwh,
            max_kwh: t.maxKwh,
            discount_percent: t.discountPercent,
          })),
        )
        .execute();
    }
  }
  return { monthId, values: { ...values, lifelineTiers: tiers ?? null } };
}
