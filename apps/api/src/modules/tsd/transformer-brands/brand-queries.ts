import {
  BRAND_NOT_FOUND,
  BRAND_TAKEN,
  type TransformerBrand,
} from '@ilaw/contracts/tsd/transformer-brands/transformer-brand';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

type Db = Kysely<Database> | Transaction<Database>;

function brandQuery(db: Db) {
  return db.selectFrom('tsd_transformer_brands as b').select((eb) => [
    'b.id',
    'b.name',
    'b.is_active',
    eb
      .selectFrom('tsd_transformers as t')
      .select((e) => e.fn.countAll<number>().as('n'))
      .whereRef('t.brand_id', '=', 'b.id')
      .as('transformers'),
  ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof brandQuery>['executeTakeFirstOrThrow']>>;

const toBrand = (r: Row): TransformerBrand => ({
  id: r.id,
  name: r.name,
  isActive: r.is_active,
  transformers: Number(r.transformers ?? 0),
});

export async function listBrands(db: Db): Promise<TransformerBrand[]> {
  return (await brandQuery(db).orderBy('b.name').execute()).map(toBrand);
}

export async function loadBrand(db: Db, id: number): Promise<TransformerBrand> {
  const r = await brandQuery(db).where('b.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(BRAND_NOT_FOUND);
  return toBrand(r);
}

export const brandTaken = duplicateToConflict({
  constraint: 'tsd_transformer_brands_name_key',
  message: BRAND_TAKEN,
  field: 'name',
});
