// Bill months: reading and due dates, open/closed, and the month's discount configuration.
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { closeBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/close-bill-month';
import { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { updateBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/update-bill-month';
import { Decimal } from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import { diff, recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../platform/http/errors.ts';
import { duplicateToConflict } from '../../platform/posting/database-conflicts.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { BILLING_MASTER, BILLING_VIEW } from './access.ts';
import { activeComputation, BILLING_LOCK, COMPUTING_NOW } from './month-locks.ts';
import { DEFAULT_DUE_DAYS, DEFAULT_LIFELINE_TIERS } from './rate-defaults.ts';

function monthQuery(db: Kysely<Database>) {
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
    sql<number>`(SELECT count(*)::int FROM billing_bills b WHERE b.bill_month_id = m.id AND b.status = 'Posted')`.as(
      'bill_count',
    ),
    sql<number>`(SELECT count(*)::int FROM billing_meter_readings r WHERE r.bill_month_id = m.id)`.as('reading_count'),
    sql<{ min_kwh: string; max_kwh: string; discount_percent: string }[]>`coalesce((SELECT json_agg(json_build_object(
        'min_kwh', t.min_kwh::text, 'max_kwh', t.max_kwh::text, 'discount_percent', t.discount_percent::text) ORDER BY t.min_kwh)
      FROM billing_lifeline_tiers t WHERE t.bill_month_id = m.id), '[]')`.as('tiers'),
  ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof monthQuery>['executeTakeFirstOrThrow']>>;
function toBillMonth(r: Row): BillMonth {
  return {
    id: r.id,
    period: r.period,
    readingDate: r.reading_date,
    dueDate: r.due_date,
    status: r.status as BillMonth['status'],
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
  if (m.status !== 'Open') throw conflict(`Bill month ${m.period} is closed; it takes no changes.`, field);
  return m;
}

const monthExists = (period: string) => `Bill month ${period} already exists.`;

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

type Body = {
  period: string;
  readingDate: string;
  dueDate?: string | undefined;
  vatPercent: string;
  seniorDiscountPercent: string;
  seniorMaxKwh: string;
  lifelineTiers?: { minKwh: string; maxKwh: string; discountPercent: string }[] | undefined;
};

function checkTiers(tiers: readonly { minKwh: string; maxKwh: string; discountPercent: string }[]): void {
  const sorted = [...tiers].sort((a, b) => new Decimal(a.minKwh).cmp(b.minKwh));
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i]!;
    if (new Decimal(t.maxKwh).lt(t.minKwh)) throw fieldError('lifelineTiers', 'A lifeline tier ends before it starts.');
    const prev = sorted[i - 1];
    if (prev && new Decimal(t.minKwh).lte(prev.maxKwh)) throw fieldError('lifelineTiers', 'Lifeline tiers overlap.');
  }
}

async function writeMonth(trx: Transaction<Database>, body: Body, id: number | null) {
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

export const listBillMonths = defineRoute({
  endpoint: listBillMonthsEndpoint,
  access: BILLING_VIEW,
  async handler({ db }) {
    return (await monthQuery(db).orderBy('m.period', 'desc').execute()).map(toBillMonth);
  },
});

export const createBillMonth = defineRoute({
  endpoint: createBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const { monthId, values } = await writeMonth(trx, body, null);
        await recordAudit(trx, actor, {
          entityType: 'billing-bill-month',
          entityId: monthId,
          action: 'created',
          newValues: values,
        });
        return monthId;
      })
      // Two clerks adding the same month at once: the period's unique key decides.
      .catch(
        duplicateToConflict({
          constraint: 'billing_bill_months_period',
          message: monthExists(body.period),
          field: 'period',
        }),
      );
    reply.code(201);
    return loadBillMonth(db, id);
  },
});

export const updateBillMonth = defineRoute({
  endpoint: updateBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await openMonthForChange(trx, params.id, 'id');
      const billed = await trx
        .selectFrom('billing_bills')
        .select('id')
        .where('bill_month_id', '=', params.id)
        .limit(1)
        .executeTakeFirst();
      if (billed) {
        const tiers = await trx
          .selectFrom('billing_lifeline_tiers')
          .select(['min_kwh', 'max_kwh', 'discount_percent'])
          .where('bill_month_id', '=', params.id)
          .orderBy('min_kwh')
          .execute();
        const sameTiers =
          body.lifelineTiers === undefined ||
          (body.lifelineTiers.length === tiers.length &&
            [...body.lifelineTiers]
              .sort((a, b) => new Decimal(a.minKwh).cmp(b.minKwh))
              .every(
                (t, i) =>
                  new Decimal(t.minKwh).eq(tiers[i]!.min_kwh) &&
                  new Decimal(t.maxKwh).eq(tiers[i]!.max_kwh) &&
                  new Decimal(t.discountPercent).eq(tiers[i]!.discount_percent),
              ));
        const changed =
          !sameTiers ||
          !new Decimal(before.vat_percent).eq(body.vatPercent) ||
          !new Decimal(before.senior_discount_percent).eq(body.seniorDiscountPercent) ||
          !new Decimal(before.senior_max_kwh).eq(body.seniorMaxKwh);
        if (changed)
          throw conflict(
            'Bills are already posted for this month; its VAT and discount configuration can no longer change.',
          );
      }
      const { values } = await writeMonth(trx, body, params.id);
      const { id: _i, created_at: _c, updated_at: _u, closed_at: _ca, closed_by: _cb, status: _s, ...old } = before;
      await recordAudit(trx, actor, {
        entityType: 'billing-bill-month',
        entityId: params.id,
        action: 'updated',
        ...diff(old, values),
      });
    });
    return loadBillMonth(db, params.id);
  },
});

export const closeBillMonth = defineRoute({
  endpoint: closeBillMonthEndpoint,
  access: BILLING_MASTER,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await openMonthForChange(trx, params.id, 'id');
      // A bulk computation queued or running would be cut off halfway: closing waits for it to end.
      if (await activeComputation(trx, params.id)) throw conflict(COMPUTING_NOW);
      await trx
        .updateTable('billing_bill_months')
        .set({ status: 'Closed', closed_at: new Date(), closed_by: actor.userId, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-bill-month',
        entityId: params.id,
        action: 'closed',
        oldValues: { status: 'Open' },
        newValues: { status: 'Closed' },
      });
    });
    return loadBillMonth(db, params.id);
  },
});
