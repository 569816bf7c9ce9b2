// The limits in force on a day: the newest version effective on or before it.
import type { TsdLimits } from '@ilaw/contracts/tsd/limits/limits';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { badRequest } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function listLimits(db: Db): Promise<TsdLimits[]> {
  const versions = await db.selectFrom('tsd_limits').selectAll().orderBy('effective_from', 'desc').execute();
  const minimums = await db.selectFrom('tsd_insulation_minimums').selectAll().orderBy('max_class_volts').execute();
  return versions.map((v) => ({
    effectiveFrom: v.effective_from,
    turnsRatioTolerancePct: v.turns_ratio_tolerance_pct,
    additiveMaxKva: v.additive_max_kva,
    additiveMaxHvVolts: v.additive_max_hv_volts,
    minPolarizationIndex: v.min_polarization_index,
    overloadPct: v.overload_pct,
    underloadPct: v.underload_pct,
    imbalancePct: v.imbalance_pct,
    insulationMinimums: minimums
      .filter((m) => m.effective_from === v.effective_from)
      .map((m) => ({
        maxClassVolts: m.max_class_volts,
        minMegohms: m.min_megohms,
        testVoltageVolts: m.test_voltage_volts,
      })),
  }));
}

export const NO_LIMITS = 'No test limits are in force on this date; ask the administrator to set them.';

/** The limits in force on `day` (YYYY-MM-DD). */
export async function limitsOn(db: Db, day: string): Promise<TsdLimits> {
  const v = await db
    .selectFrom('tsd_limits')
    .select('effective_from')
    .where('effective_from', '<=', day)
    .orderBy('effective_from', 'desc')
    .executeTakeFirst();
  if (!v) throw badRequest(NO_LIMITS);
  const found = (await listLimits(db)).find((l) => l.effectiveFrom === v.effective_from);
  if (!found) throw badRequest(NO_LIMITS);
  return found;
}
