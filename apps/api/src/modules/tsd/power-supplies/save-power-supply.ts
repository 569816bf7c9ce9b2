import type { createPowerSupplyEndpoint } from '@ilaw/contracts/tsd/power-supplies/create-power-supply';
import { SUPPLY_TAKEN } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import { SUPPLIER_NOT_FOUND } from '@ilaw/contracts/tsd/power-suppliers/power-supplier';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

export type SupplyFields = InputOf<typeof createPowerSupplyEndpoint>['body'];

export async function checkSupply(trx: Transaction<Database>, f: SupplyFields) {
  if (f.supplyDate > manilaToday()) throw fieldError('supplyDate', 'The day cannot be in the future.');
  const s = await trx.selectFrom('tsd_power_suppliers').select('id').where('id', '=', f.supplierId).executeTakeFirst();
  if (!s) throw fieldError('supplierId', SUPPLIER_NOT_FOUND);
}

export const supplyTaken = duplicateToConflict({
  constraint: 'tsd_power_supplies_supplier_id_metering_point_supply_date_key',
  message: SUPPLY_TAKEN,
  field: 'supplyDate',
});
