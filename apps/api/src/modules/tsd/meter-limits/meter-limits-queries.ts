import type { MeterLimits } from '@ilaw/contracts/tsd/meter-limits/meter-limits';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { badRequest } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

function query(db: Db) {
  return db.selectFrom('tsd_meter_limits').selectAll().orderBy('effective_from', 'desc');
}
type Row = Awaited<ReturnType<ReturnType<typeof query>['executeTakeFirstOrThrow']>>;

const toLimits = (r: Row): MeterLimits => ({
  effectiveFrom: r.effective_from,
  lightLoadWeight: r.light_load_weight,
  fullLoadWeight: r.full_load_weight,
  acceptanceTolerancePct: r.acceptance_tolerance_pct,
  inServiceTolerancePct: r.in_service_tolerance_pct,
});

export async function listMeterLimitVersions(db: Db): Promise<MeterLimits[]> {
  return (await query(db).execute()).map(toLimits);
}

/** The weights and tolerances in force on `day`. */
export async function meterLimitsOn(db: Db, day: string): Promise<MeterLimits> {
  const r = await query(db).where('effective_from', '<=', day).executeTakeFirst();
  if (!r) throw badRequest('No meter tolerances are in force on this date; ask the administrator to set them.');
  return toLimits(r);
}
