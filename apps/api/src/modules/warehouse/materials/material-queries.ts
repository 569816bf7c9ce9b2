// Reads of materials with their stock summed over every location, and the row -> contract mapper.
import { MATERIAL_NOT_FOUND, type Material } from '@ilaw/contracts/warehouse/materials/material';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function materialQuery(db: Db) {
  return db
    .selectFrom('wh_materials as m')
    .innerJoin('wh_units as u', 'u.id', 'm.unit_id')
    .innerJoin('wh_material_types as t', 't.id', 'm.type_id')
    .innerJoin('wh_material_categories as c', 'c.id', 'm.category_id')
    .select([
      'm.id',
      'm.item_code',
      'm.description',
      'm.unit_id',
      'u.code as unit_code',
      'm.type_id',
      't.name as type_name',
      'm.category_id',
      'c.name as category_name',
      'c.account_code',
      'm.critical_level',
      'm.not_for_stock',
      'm.is_active',
      sql<string>`coalesce((SELECT sum(s.quantity) FROM wh_stock s WHERE s.material_id = m.id), 0)::numeric(14,2)::text`.as(
        'on_hand',
      ),
      sql<string>`coalesce((SELECT sum(s.reserved) FROM wh_stock s WHERE s.material_id = m.id), 0)::numeric(14,2)::text`.as(
        'reserved',
      ),
    ]);
}
type Row = Awaited<ReturnType<ReturnType<typeof materialQuery>['executeTakeFirstOrThrow']>>;

export function toMaterial(r: Row): Material {
  return {
    id: r.id,
    itemCode: r.item_code,
    description: r.description,
    unitId: r.unit_id,
    unitCode: r.unit_code,
    typeId: r.type_id,
    typeName: r.type_name,
    categoryId: r.category_id,
    categoryName: r.category_name,
    accountCode: r.account_code,
    criticalLevel: r.critical_level,
    notForStock: r.not_for_stock,
    isActive: r.is_active,
    quantityOnHand: r.on_hand,
    reserved: r.reserved,
  };
}

export async function loadMaterial(db: Db, id: number): Promise<Material> {
  const r = await materialQuery(db).where('m.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(MATERIAL_NOT_FOUND);
  return toMaterial(r);
}
