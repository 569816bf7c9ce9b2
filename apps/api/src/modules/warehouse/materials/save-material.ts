// Create and update share the checks that the unit, type and category exist.
import type { createMaterialEndpoint } from '@ilaw/contracts/warehouse/materials/create-material';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';

export type MaterialFields = InputOf<typeof createMaterialEndpoint>['body'];

/** Answers the type's code (the item code's prefix). */
export async function checkMaterialFields(trx: Transaction<Database>, f: MaterialFields): Promise<string> {
  const unit = await trx.selectFrom('wh_units').select('id').where('id', '=', f.unitId).executeTakeFirst();
  if (!unit) throw fieldError('unitId', 'The unit does not exist.');
  const category = await trx
    .selectFrom('wh_material_categories')
    .select('id')
    .where('id', '=', f.categoryId)
    .executeTakeFirst();
  if (!category) throw fieldError('categoryId', 'The material category does not exist.');
  const type = await trx.selectFrom('wh_material_types').select('code').where('id', '=', f.typeId).executeTakeFirst();
  if (!type) throw fieldError('typeId', 'The material type does not exist.');
  return type.code;
}

export function materialColumns(f: MaterialFields) {
  return {
    description: f.description,
    unit_id: f.unitId,
    type_id: f.typeId,
    category_id: f.categoryId,
    critical_level: f.criticalLevel,
    not_for_stock: f.notForStock,
    is_active: f.isActive,
  };
}
