import type { FeeVersion } from '@ilaw/contracts/tsd/transformer-fees/transformer-fee';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Every version, newest first; the latest on or before today is in force. */
export async function feeVersions(db: Db, only?: string): Promise<FeeVersion[]> {
  let q = db.selectFrom('tsd_transformer_fees').select(['effective_from', 'item', 'unit_price', 'vat_rate']);
  if (only !== undefined) q = q.where('effective_from', '=', only);
  const rows = await q.orderBy('effective_from', 'desc').orderBy('item').execute();
  const today = manilaToday();
  const inForce = rows.find((r) => r.effective_from <= today)?.effective_from;
  const out = new Map<string, FeeVersion>();
  for (const r of rows) {
    let v = out.get(r.effective_from);
    if (!v) {
      v = { effectiveFrom: r.effective_from, inForce: r.effective_from === inForce, prices: [] };
      out.set(r.effective_from, v);
    }
    v.prices.push({ item: r.item, unitPrice: r.unit_price, vatRate: r.vat_rate });
  }
  return [...out.values()];
}
