// The configuration in force on a date: the surcharge rule of a class and the 2307 rule.
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SurchargeRule } from '../compute/surcharge.ts';
import type { WithholdingRule } from '../compute/withholding.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function surchargeRuleOn(db: Db, consumerClass: string, date: string): Promise<SurchargeRule | null> {
  const r = await db
    .selectFrom('collection_surcharge_rules')
    .selectAll()
    .where('consumer_class', '=', consumerClass)
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r
    ? {
        exempt: r.exempt,
        ratePercent: r.rate_percent,
        monthlyInterestPercent: r.monthly_interest_percent,
        minimumAmount: r.minimum_amount,
        vatPercent: r.vat_percent,
        graceDays: r.grace_days,
        base: r.base,
      }
    : null;
}

const NO_WITHHOLDING: WithholdingRule = { ewtPercent: '0', vatPercent: '0', base: 'total' };

export async function withholdingRuleOn(db: Db, date: string): Promise<WithholdingRule> {
  const r = await db
    .selectFrom('collection_withholding_rules')
    .selectAll()
    .where('effective_from', '<=', date)
    .orderBy('effective_from', 'desc')
    .limit(1)
    .executeTakeFirst();
  return r ? { ewtPercent: r.ewt_percent, vatPercent: r.vat_percent, base: r.base } : NO_WITHHOLDING;
}

/** Surcharge and its VAT already collected per bill by payments that stand. */
export async function collectedSurcharges(db: Db, billIds: readonly number[]) {
  const out = new Map<number, { surcharge: string; vat: string }>();
  if (billIds.length === 0) return out;
  const rows = await db
    .selectFrom('collection_payment_items as i')
    .innerJoin('collection_payments as p', 'p.id', 'i.payment_id')
    .select([
      'i.bill_id',
      sql<string>`coalesce(sum(i.amount) FILTER (WHERE i.kind = 'Surcharge'), 0)::text`.as('surcharge'),
      sql<string>`coalesce(sum(i.amount) FILTER (WHERE i.kind = 'SurchargeVat'), 0)::text`.as('vat'),
    ])
    .where('i.bill_id', 'in', [...billIds])
    .where('p.status', '=', 'Posted')
    .groupBy('i.bill_id')
    .execute();
  for (const r of rows) if (r.bill_id !== null) out.set(r.bill_id, { surcharge: r.surcharge, vat: r.vat });
  return out;
}
