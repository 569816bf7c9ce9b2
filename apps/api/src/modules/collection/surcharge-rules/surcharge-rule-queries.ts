import type { SurchargeRuleRow } from '@ilaw/contracts/collection/surcharge-rules/surcharge-rule';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function surchargeRuleRows(db: Db, today: string, id?: number): Promise<SurchargeRuleRow[]> {
  let q = db
    .selectFrom('collection_surcharge_rules as r')
    .selectAll('r')
    .select(
      sql<boolean>`r.effective_from = (SELECT max(x.effective_from) FROM collection_surcharge_rules x WHERE x.consumer_class = r.consumer_class AND x.effective_from <= ${today}::date)`.as(
        'is_current',
      ),
    )
    .orderBy('r.consumer_class')
    .orderBy('r.effective_from', 'desc');
  if (id !== undefined) q = q.where('r.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    consumerClass: r.consumer_class,
    effectiveFrom: r.effective_from,
    exempt: r.exempt,
    ratePercent: r.rate_percent,
    monthlyInterestPercent: r.monthly_interest_percent,
    minimumAmount: r.minimum_amount,
    vatPercent: r.vat_percent,
    graceDays: r.grace_days,
    base: r.base,
    remarks: r.remarks,
    isCurrent: Boolean(r.is_current),
  }));
}
