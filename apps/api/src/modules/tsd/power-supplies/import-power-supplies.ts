// Interval data on the one import pipeline (decision 016), all or nothing: the rows are summed
// into days per metering point, and each day replaces the supplier's figures of that day and point
// in one multi-row upsert; a day whose figures are the same is unchanged.
import {
  importPowerSuppliesEndpoint,
  supplyImportSpec,
  type SupplyImportRow,
} from '@ilaw/contracts/tsd/power-supplies/import-power-supplies';
import { SUPPLIER_NOT_FOUND } from '@ilaw/contracts/tsd/power-suppliers/power-supplier';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { POWER_KEEPERS } from '../access.ts';
import { dailyTotals } from '../compute/power-supply.ts';

export const SUPPLY_IMPORT: ImportDefinition<SupplyImportRow> = {
  kind: 'tsd-power-supplies',
  spec: supplyImportSpec,
  mode: 'all-or-nothing',
  what: 'interval data file',
  maxRows: 60_000,
  auditType: 'tsd-power-supply',
};

export const importPowerSupplies = defineRoute({
  endpoint: importPowerSuppliesEndpoint,
  access: anyRole(...POWER_KEEPERS),
  handler: (ctx) =>
    runImport(ctx, SUPPLY_IMPORT, {
      target: ctx.body.supplierId,
      async post(trx, rows, out) {
        const supplier = await trx
          .selectFrom('tsd_power_suppliers')
          .select('id')
          .where('id', '=', ctx.body.supplierId)
          .executeTakeFirst();
        if (!supplier) throw fieldError('supplierId', SUPPLIER_NOT_FOUND);
        const today = manilaToday();
        const seen = new Map<string, number>();
        const good: typeof rows = [];
        for (const r of rows) {
          const key = `${r.value.meteringPoint}|${r.value.date}|${r.value.time}`;
          const earlier = seen.get(key);
          if (earlier !== undefined)
            out.fail(r.row, 'Time', `Row ${earlier} already has this point, date and time.`, r.value.time);
          else if (r.value.date > today) out.fail(r.row, 'Date', 'The day cannot be in the future.', r.value.date);
          else {
            seen.set(key, r.row);
            good.push(r);
          }
        }
        if (out.failedRows.size > 0) return;
        const totals = dailyTotals(good.map((r) => r.value));
        const existing = await trx
          .selectFrom('tsd_power_supplies')
          .select(['metering_point', 'supply_date', 'energy_kwh', 'peak_demand_kw', 'intervals'])
          .where('supplier_id', '=', ctx.body.supplierId)
          .where('supply_date', 'in', [...new Set(totals.map((t) => t.date))])
          .execute();
        const same = new Set(
          existing
            .filter((e) =>
              totals.some(
                (t) =>
                  t.meteringPoint === e.metering_point &&
                  t.date === e.supply_date &&
                  new Decimal(t.energyKwh).eq(e.energy_kwh) &&
                  new Decimal(t.peakDemandKw).eq(e.peak_demand_kw) &&
                  t.intervals === e.intervals,
              ),
            )
            .map((e) => `${e.metering_point}|${e.supply_date}`),
        );
        const changed = totals.filter((t) => !same.has(`${t.meteringPoint}|${t.date}`));
        for (let i = 0; i < changed.length; i += 1000) {
          await trx
            .insertInto('tsd_power_supplies')
            .values(
              changed.slice(i, i + 1000).map((t) => ({
                supplier_id: ctx.body.supplierId,
                metering_point: t.meteringPoint,
                supply_date: t.date,
                energy_kwh: t.energyKwh,
                peak_demand_kw: t.peakDemandKw,
                intervals: t.intervals,
                source: 'Import' as const,
                created_by: ctx.actor.userId,
              })),
            )
            .onConflict((oc) =>
              oc.columns(['supplier_id', 'metering_point', 'supply_date']).doUpdateSet({
                energy_kwh: sql`excluded.energy_kwh`,
                peak_demand_kw: sql`excluded.peak_demand_kw`,
                intervals: sql`excluded.intervals`,
                source: 'Import',
                updated_at: new Date(),
              }),
            )
            .execute();
        }
        for (const r of good) {
          if (same.has(`${r.value.meteringPoint}|${r.value.date}`)) out.unchanged(r.row);
          else out.posted(r.row);
        }
        return { supplierId: ctx.body.supplierId, days: totals.length, daysChanged: changed.length };
      },
    }),
});
