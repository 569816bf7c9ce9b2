// Balances as of a date: each material and location's last movement posted on or before it.
import type { Balance } from '@ilaw/contracts/warehouse/balances/balance';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface BalanceFilter {
  asOf: string;
  locationId?: number | undefined;
  search?: string | undefined;
}

function latest(db: Kysely<Database>, f: BalanceFilter) {
  const search = f.search?.trim().toLowerCase();
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .selectFrom(
      db
        .selectFrom('wh_movements')
        .distinctOn(['material_id', 'location_id'])
        .select(['material_id', 'location_id', 'balance_quantity', 'balance_unit_cost', 'balance_value'])
        .where('moved_on', '<=', f.asOf)
        .$if(f.locationId !== undefined, (q) => q.where('location_id', '=', f.locationId!))
        .orderBy('material_id')
        .orderBy('location_id')
        .orderBy('id', 'desc')
        .as('b'),
    )
    .innerJoin('wh_materials as m', 'm.id', 'b.material_id')
    .innerJoin('wh_units as u', 'u.id', 'm.unit_id')
    .innerJoin('wh_material_categories as c', 'c.id', 'm.category_id')
    .innerJoin('wh_locations as l', 'l.id', 'b.location_id')
    .$if(like !== null, (q) =>
      q.where((eb) => eb.or([eb(sql`lower(m.item_code)`, 'like', like), eb(sql`lower(m.description)`, 'like', like)])),
    );
}

export async function balances(
  db: Kysely<Database>,
  f: BalanceFilter,
  page?: { page: number; itemsPerPage: number },
): Promise<{ data: Balance[]; total: number; totalValue: string }> {
  const q = latest(db, f);
  let rowsQ = q
    .select([
      'm.id as material_id',
      'm.item_code',
      'm.description',
      'u.code as unit_code',
      'c.name as category_name',
      'l.id as location_id',
      'l.name as location_name',
      'b.balance_quantity',
      'b.balance_unit_cost',
      'b.balance_value',
    ])
    .orderBy('m.item_code')
    .orderBy('l.name');
  if (page) rowsQ = rowsQ.limit(page.itemsPerPage).offset((page.page - 1) * page.itemsPerPage);
  const [rows, totals] = await Promise.all([
    rowsQ.execute(),
    q
      .select((eb) => [
        eb.fn.countAll<string>().as('n'),
        sql<string>`coalesce(sum(b.balance_value), 0)::numeric(16,2)::text`.as('value'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    data: rows.map((r) => ({
      materialId: r.material_id,
      itemCode: r.item_code,
      description: r.description,
      unitCode: r.unit_code,
      categoryName: r.category_name,
      locationId: r.location_id,
      locationName: r.location_name,
      quantity: r.balance_quantity,
      unitCost: r.balance_unit_cost,
      value: r.balance_value,
    })),
    total: Number(totals.n),
    totalValue: totals.value,
  };
}
