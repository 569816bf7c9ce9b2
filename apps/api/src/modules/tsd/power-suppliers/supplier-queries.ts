import {
  SUPPLIER_NOT_FOUND,
  SUPPLIER_TAKEN,
  type PowerSupplier,
} from '@ilaw/contracts/tsd/power-suppliers/power-supplier';
import type { createPowerSupplierEndpoint } from '@ilaw/contracts/tsd/power-suppliers/create-power-supplier';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError, notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';

type Db = Kysely<Database> | Transaction<Database>;
type Row = Database['tsd_power_suppliers'];

export const toSupplier = (r: {
  id: number;
  name: string;
  contract_no: string | null;
  contract_start: string | null;
  contract_end: string | null;
  contracted_demand_kw: string | null;
  is_active: boolean;
}): PowerSupplier => ({
  id: r.id,
  name: r.name,
  contractNo: r.contract_no,
  contractStart: r.contract_start,
  contractEnd: r.contract_end,
  contractedDemandKw: r.contracted_demand_kw,
  isActive: r.is_active,
});

export async function loadSupplier(db: Db, id: number): Promise<PowerSupplier> {
  const r = await db.selectFrom('tsd_power_suppliers').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) throw notFound(SUPPLIER_NOT_FOUND);
  return toSupplier(r);
}

export type SupplierFields = InputOf<typeof createPowerSupplierEndpoint>['body'];

export function supplierColumns(f: SupplierFields) {
  if (f.contractStart !== null && f.contractEnd !== null && f.contractEnd < f.contractStart)
    throw fieldError('contractEnd', 'The contract ends after it starts.');
  return {
    name: f.name,
    contract_no: f.contractNo,
    contract_start: f.contractStart,
    contract_end: f.contractEnd,
    contracted_demand_kw: f.contractedDemandKw,
    is_active: f.isActive,
  } satisfies Partial<Record<keyof Row, unknown>>;
}

export const supplierTaken = duplicateToConflict({
  constraint: 'tsd_power_suppliers_name_key',
  message: SUPPLIER_TAKEN,
  field: 'name',
});
