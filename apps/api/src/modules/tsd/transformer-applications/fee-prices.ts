// The price list version in force on a date (the latest effective_from on or before it).
import type { FeeItem } from '@ilaw/contracts/tsd/enums';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { FeePrice } from '../compute/fees.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function pricesInForce(db: Db, on: string): Promise<Map<FeeItem, FeePrice>> {
  const rows = await db
    .selectFrom('tsd_transformer_fees')
    .select(['item', 'unit_price', 'vat_rate'])
    .where('effective_from', '=', (eb) =>
      eb
        .selectFrom('tsd_transformer_fees')
        .select((x) => x.fn.max('effective_from').as('d'))
        .where('effective_from', '<=', on),
    )
    .execute();
  return new Map(rows.map((r) => [r.item, { unitPrice: r.unit_price, vatRate: r.vat_rate }]));
}
