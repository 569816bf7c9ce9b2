import type { PowerSupply } from '@ilaw/contracts/tsd/power-supplies/power-supply';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function supplyQuery(db: Db) {
  return db
    .selectFrom('tsd_power_supplies as p')
    .innerJoin('tsd_power_suppliers as s', 's.id', 'p.supplier_id')
    .selectAll('p')
    .select('s.name as supplier_name');
}
type Row = Awaited<ReturnType<ReturnType<typeof supplyQuery>['executeTakeFirstOrThrow']>>;

export const toSupply = (r: Row): PowerSupply => ({
  id: r.id,
  supplierId: r.supplier_id,
  supplierName: r.supplier_name,
  meteringPoint: r.metering_point,
  supplyDate: r.supply_date,
  energyKwh: r.energy_kwh,
  peakDemandKw: r.peak_demand_kw,
  intervals: r.intervals,
  source: r.source,
});

export async function loadSupply(db: Db, id: number): Promise<PowerSupply> {
  const r = await supplyQuery(db).where('p.id', '=', id).executeTakeFirst();
  if (!r) throw notFound('The power supply record was not found.');
  return toSupply(r);
}

/** The first day of a month and of the next, as dates. */
export function monthDays(month: string): [string, string] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return [`${month}-01`, m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`];
}
