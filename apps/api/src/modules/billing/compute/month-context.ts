// What a bill month's computation needs, loaded once: the month, its lifeline tiers and every
// class's rate components.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import type { BillInput, ConsumerClass, LifelineTier, RateComponentInput, RateUnit } from './bill-computation.ts';

export interface MonthContext {
  id: number;
  period: string;
  status: string;
  dueDate: string;
  vatPercent: string;
  seniorDiscountPercent: string;
  seniorMaxKwh: string;
  tiers: LifelineTier[];
  rates: Map<string, RateComponentInput[]>;
}

export async function loadMonthContext(
  db: Kysely<Database> | Transaction<Database>,
  billMonthId: number,
): Promise<MonthContext> {
  const m = await db.selectFrom('billing_bill_months').selectAll().where('id', '=', billMonthId).executeTakeFirst();
  if (!m) throw notFound('The bill month was not found.');
  const tiers = await db
    .selectFrom('billing_lifeline_tiers')
    .select(['min_kwh', 'max_kwh', 'discount_percent'])
    .where('bill_month_id', '=', billMonthId)
    .orderBy('min_kwh')
    .execute();
  const comps = await db
    .selectFrom('billing_rate_components as c')
    .innerJoin('billing_rate_headers as h', 'h.id', 'c.header_id')
    .select([
      'h.consumer_class',
      'c.code',
      'c.name',
      'c.unit',
      'c.rate',
      'c.vatable',
      'c.discountable',
      'c.lifeline_subsidy',
    ])
    .where('h.bill_month_id', '=', billMonthId)
    .orderBy('h.consumer_class')
    .orderBy('c.sort_order')
    .execute();
  const rates = new Map<string, RateComponentInput[]>();
  for (const c of comps) {
    const list = rates.get(c.consumer_class) ?? [];
    list.push({
      code: c.code,
      name: c.name,
      unit: c.unit as RateUnit,
      rate: c.rate,
      vatable: c.vatable,
      discountable: c.discountable,
      lifelineSubsidy: c.lifeline_subsidy,
    });
    rates.set(c.consumer_class, list);
  }
  return {
    id: m.id,
    period: m.period,
    status: m.status,
    dueDate: m.due_date,
    vatPercent: m.vat_percent,
    seniorDiscountPercent: m.senior_discount_percent,
    seniorMaxKwh: m.senior_max_kwh,
    tiers: tiers.map((t) => ({ minKwh: t.min_kwh, maxKwh: t.max_kwh, discountPercent: t.discount_percent })),
    rates,
  };
}

export interface ReadingFacts {
  consumerClass: string;
  isLifeliner: boolean;
  isSeniorCitizen: boolean;
  multiplier: string;
  previousReading: string;
  presentReading: string;
  oldMeterFinal: string | null;
  newMeterInitial: string | null;
  demandKw: string | null;
}

/** The computation's input, or null when the class has no rates this month. */
export function billInput(ctx: MonthContext, f: ReadingFacts): BillInput | null {
  const components = ctx.rates.get(f.consumerClass);
  if (!components || components.length === 0) return null;
  return {
    consumerClass: f.consumerClass as ConsumerClass,
    isLifeliner: f.isLifeliner,
    isSeniorCitizen: f.isSeniorCitizen,
    previousReading: f.previousReading,
    presentReading: f.presentReading,
    multiplier: f.multiplier,
    oldMeterFinal: f.oldMeterFinal,
    newMeterInitial: f.newMeterInitial,
    demandKw: f.demandKw,
    components,
    lifelineTiers: ctx.tiers,
    seniorDiscountPercent: ctx.seniorDiscountPercent,
    seniorMaxKwh: ctx.seniorMaxKwh,
    vatPercent: ctx.vatPercent,
  };
}
