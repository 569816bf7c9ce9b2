// Rates per bill month and consumer class, unbundled (docs/decisions/040): entered on screen or
// imported (rates/import-rates.ts); read back as RateMonthlyHeader.
import type { RateHeader } from '@ilaw/contracts/billing/bill-months-rates';
import { listRateHeadersEndpoint, saveRatesEndpoint } from '@ilaw/contracts/billing/bill-months-rates';
import type { RateUnit } from '@ilaw/contracts/billing/enums';
import { sql, type Kysely, type Transaction } from 'kysely';
import { recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/http/context.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { fieldError } from '../../platform/http/errors.ts';
import { BILLING_MASTER, BILLING_VIEW } from './access.ts';
import { openMonthForChange } from './bill-months.ts';

export interface ComponentInput {
  code: string;
  name: string;
  unit: RateUnit;
  rate: string;
  vatable: boolean;
  discountable: boolean;
  lifelineSubsidy: boolean;
}

function headerQuery(db: Kysely<Database>) {
  return db
    .selectFrom('billing_rate_headers as h')
    .innerJoin('billing_bill_months as m', 'm.id', 'h.bill_month_id')
    .select([
      'h.id',
      'h.bill_month_id',
      'm.period',
      'h.consumer_class',
      'h.remarks',
      'h.updated_at',
      sql<
        {
          code: string;
          name: string;
          unit: string;
          rate: string;
          vatable: boolean;
          discountable: boolean;
          lifeline_subsidy: boolean;
        }[]
      >`coalesce((
        SELECT json_agg(json_build_object('code', c.code, 'name', c.name, 'unit', c.unit, 'rate', c.rate::text,
          'vatable', c.vatable, 'discountable', c.discountable, 'lifeline_subsidy', c.lifeline_subsidy) ORDER BY c.sort_order)
        FROM billing_rate_components c WHERE c.header_id = h.id), '[]')`.as('components'),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof headerQuery>['executeTakeFirstOrThrow']>>;
function toHeader(r: Row): RateHeader {
  return {
    id: r.id,
    billMonthId: r.bill_month_id,
    period: r.period,
    consumerClass: r.consumer_class as RateHeader['consumerClass'],
    remarks: r.remarks,
    updatedAt: r.updated_at.toISOString(),
    components: r.components.map((c) => ({
      code: c.code,
      name: c.name,
      unit: c.unit as RateUnit,
      rate: c.rate,
      vatable: c.vatable,
      discountable: c.discountable,
      lifelineSubsidy: c.lifeline_subsidy,
    })),
  };
}

export const listRateHeaders = defineRoute({
  endpoint: listRateHeadersEndpoint,
  access: BILLING_VIEW,
  async handler({ query, db }) {
    let q = headerQuery(db);
    if (query.billMonthId !== undefined) q = q.where('h.bill_month_id', '=', query.billMonthId);
    if (query.consumerClass) q = q.where('h.consumer_class', '=', query.consumerClass);
    return (await q.orderBy('m.period', 'desc').orderBy('h.consumer_class').execute()).map(toHeader);
  },
});

/** Writes one class's rate sheet (replacing its components). The month must be open. */
export async function writeRates(
  trx: Transaction<Database>,
  actor: Actor,
  input: { billMonthId: number; consumerClass: string; remarks: string | null; components: ComponentInput[] },
): Promise<number> {
  const codes = new Set<string>();
  for (const c of input.components) {
    if (codes.has(c.code)) throw fieldError('components', `Component ${c.code} is listed twice.`);
    codes.add(c.code);
    if (c.unit !== 'percent' && c.rate.startsWith('-') && !c.code.endsWith('_ADJ')) {
      throw fieldError('components', `The rate of ${c.code} cannot be negative.`);
    }
  }
  const existing = await trx
    .selectFrom('billing_rate_headers')
    .select('id')
    .where('bill_month_id', '=', input.billMonthId)
    .where('consumer_class', '=', input.consumerClass)
    .executeTakeFirst();
  const before = existing
    ? await trx
        .selectFrom('billing_rate_components')
        .select(['code', 'unit', 'rate', 'vatable', 'discountable', 'lifeline_subsidy'])
        .where('header_id', '=', existing.id)
        .orderBy('sort_order')
        .execute()
    : null;
  let headerId: number;
  if (existing) {
    headerId = existing.id;
    await trx
      .updateTable('billing_rate_headers')
      .set({ remarks: input.remarks, updated_at: new Date() })
      .where('id', '=', headerId)
      .execute();
    await trx.deleteFrom('billing_rate_components').where('header_id', '=', headerId).execute();
  } else {
    headerId = (
      await trx
        .insertInto('billing_rate_headers')
        .values({
          bill_month_id: input.billMonthId,
          consumer_class: input.consumerClass,
          remarks: input.remarks,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  }
  await trx
    .insertInto('billing_rate_components')
    .values(
      input.components.map((c, i) => ({
        header_id: headerId,
        code: c.code,
        name: c.name,
        unit: c.unit,
        rate: c.rate,
        vatable: c.vatable,
        discountable: c.discountable,
        lifeline_subsidy: c.lifelineSubsidy,
        sort_order: i + 1,
      })),
    )
    .execute();
  await recordAudit(trx, actor, {
    entityType: 'billing-rates',
    entityId: headerId,
    action: existing ? 'updated' : 'created',
    oldValues: before ? { components: before } : null,
    newValues: { billMonthId: input.billMonthId, consumerClass: input.consumerClass, components: input.components },
  });
  return headerId;
}

export const saveRates = defineRoute({
  endpoint: saveRatesEndpoint,
  access: BILLING_MASTER,
  async handler({ body, db, actor }) {
    const id = await db.transaction().execute(async (trx) => {
      await openMonthForChange(trx, body.billMonthId);
      await refuseIfBilled(trx, body.billMonthId, body.consumerClass);
      return writeRates(trx, actor, body);
    });
    return toHeader(await headerQuery(db).where('h.id', '=', id).executeTakeFirstOrThrow());
  },
});

async function refuseIfBilled(trx: Transaction<Database>, billMonthId: number, consumerClass: string): Promise<void> {
  const billed = await trx
    .selectFrom('billing_bills')
    .select('id')
    .where('bill_month_id', '=', billMonthId)
    .where('consumer_class', '=', consumerClass)
    .where('status', '=', 'Posted')
    .limit(1)
    .executeTakeFirst();
  if (billed)
    throw fieldError(
      'consumerClass',
      `Bills of class ${consumerClass} are already posted for this month; its rates can no longer change.`,
    );
}
