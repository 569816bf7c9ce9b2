// Collection's part of billing's EBS Arrears (decision 059): each unpaid bill's surcharge as
// configured for its class on the "as of" date (what the window and the channels would charge),
// the advance balance and unpaid non-power bills, for one page of consumers at a time.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { ArrearsExtras, ArrearsExtrasProvider } from '../../billing/public.ts';
import { computeSurcharge, type SurchargeRule } from '../compute/surcharge.ts';
import { collectedSurcharges, surchargeRuleOn } from '../surcharge-rules/rules-in-force.ts';

export const collectionArrearsExtras: ArrearsExtrasProvider = async (db: Kysely<Database>, input) => {
  const out: ArrearsExtras = { surcharges: new Map(), advanceBalances: new Map(), nonPower: new Map() };
  const rules = new Map<string, SurchargeRule | null>();
  for (const cls of new Set(input.bills.map((b) => b.consumerClass)))
    rules.set(cls, await surchargeRuleOn(db, cls, input.asOf));
  const collected = await collectedSurcharges(
    db,
    input.bills.map((b) => b.billId),
  );
  for (const b of input.bills) {
    const before = collected.get(b.billId) ?? { surcharge: '0', vat: '0' };
    const s = computeSurcharge(
      {
        balance: b.balance,
        billTotal: b.total,
        billVat: b.vat,
        dueDate: b.dueDate,
        paymentDate: input.asOf,
        collectedSurcharge: before.surcharge,
        collectedVat: before.vat,
      },
      rules.get(b.consumerClass) ?? null,
    );
    out.surcharges.set(b.billId, { surcharge: s.surcharge, vat: s.vat });
  }
  const ids = [...input.consumerIds];
  const advances = await db
    .selectFrom('collection_advance_entries')
    .select(['consumer_id', sql<string>`sum(amount)::text`.as('balance')])
    .where('consumer_id', 'in', ids)
    .where('entry_date', '<=', input.asOf)
    .groupBy('consumer_id')
    .execute();
  for (const a of advances) out.advanceBalances.set(a.consumer_id, a.balance);
  const nonPower = await db
    .selectFrom('collection_non_power_bills')
    .select(['consumer_id', sql<string>`sum(amount)::text`.as('amount')])
    .where('consumer_id', 'in', ids)
    .where('status', '=', 'Unpaid')
    .where('bill_date', '<=', input.asOf)
    .groupBy('consumer_id')
    .execute();
  for (const n of nonPower) if (n.consumer_id !== null) out.nonPower.set(n.consumer_id, n.amount);
  return out;
};
