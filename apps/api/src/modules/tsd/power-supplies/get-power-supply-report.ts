// A month of power bought: per supplier, per day, and reconciled with billing's kWh and company
// use into the system loss against the cap in force on the month's first day.
import { getPowerSupplyReportEndpoint } from '@ilaw/contracts/tsd/power-supplies/get-power-supply-report';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { kwhBilledInPeriod } from '../../billing/public.ts';
import { POWER_READERS } from '../access.ts';
import { systemLoss } from '../compute/power-supply.ts';
import { monthDays } from './supply-queries.ts';

export const getPowerSupplyReport = defineRoute({
  endpoint: getPowerSupplyReportEndpoint,
  access: anyRole(...POWER_READERS),
  async handler({ query, db }) {
    const [from, to] = monthDays(query.month);
    const inMonth = sql<boolean>`p.supply_date >= ${from} AND p.supply_date < ${to}`;
    const suppliers = await db
      .selectFrom('tsd_power_supplies as p')
      .innerJoin('tsd_power_suppliers as s', 's.id', 'p.supplier_id')
      .select(['s.id', 's.name'])
      .select(sql<string>`sum(p.energy_kwh)::numeric(16,3)::text`.as('kwh'))
      .select(sql<string>`max(p.peak_demand_kw)::numeric(14,3)::text`.as('kw'))
      .where(inMonth)
      .groupBy(['s.id', 's.name'])
      .orderBy('s.name')
      .execute();
    // A day's demand is the sum of its points' peaks (coincident peaks are not known from daily figures).
    const days = await db
      .selectFrom('tsd_power_supplies as p')
      .select(sql<string>`to_char(p.supply_date, 'YYYY-MM-DD')`.as('day'))
      .select(sql<string>`sum(p.energy_kwh)::numeric(16,3)::text`.as('kwh'))
      .select(sql<string>`sum(p.peak_demand_kw)::numeric(14,3)::text`.as('kw'))
      .where(inMonth)
      .groupBy('p.supply_date')
      .orderBy('p.supply_date')
      .execute();
    const purchased = await db
      .selectFrom('tsd_power_supplies as p')
      .select(sql<string>`coalesce(sum(p.energy_kwh), 0)::numeric(16,3)::text`.as('kwh'))
      .where(inMonth)
      .executeTakeFirstOrThrow();
    const company = await db
      .selectFrom('tsd_company_use')
      .select('kwh')
      .where('period', '=', query.month)
      .executeTakeFirst();
    const cap = await db
      .selectFrom('tsd_system_loss_caps')
      .select('cap_pct')
      .where('effective_from', '<=', from)
      .orderBy('effective_from', 'desc')
      .executeTakeFirstOrThrow();
    const billed = await kwhBilledInPeriod(db, query.month);
    const companyUse = company?.kwh ?? '0';
    return {
      month: query.month,
      suppliers: suppliers.map((s) => ({ supplierId: s.id, name: s.name, energyKwh: s.kwh, peakDemandKw: s.kw })),
      days: days.map((d) => ({ date: d.day, energyKwh: d.kwh, peakDemandKw: d.kw })),
      purchasedKwh: purchased.kwh,
      billedKwh: billed,
      companyUseKwh: companyUse,
      capPct: cap.cap_pct,
      ...systemLoss(purchased.kwh, billed, companyUse, cap.cap_pct),
    };
  },
});
