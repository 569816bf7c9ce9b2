import { ACCOUNT_STATUS } from '@ilaw/contracts/billing/enums';
// Set-based billing data: branches' readers and routes, consumers of every class, bill months with
// rates, and readings, each made by one INSERT ... SELECT over generate_series. Used by the demo
// seeder and the benchmark.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { DEFAULT_COMPONENTS, DEFAULT_LIFELINE_TIERS } from '../rates/rate-defaults.ts';

export interface SeedOptions {
  /** Account numbers are '{branch}-{tag}{n:6}', so several seeds can share a database. */
  tag: string;
  consumers: number;
  branches: readonly number[];
  routesPerBranch: number;
  /** First period 'YYYY-MM' and number of months. */
  firstPeriod: string;
  months: number;
}

// Sample rates per class (pesos, 6 places); demo values near a Mindoro cooperative's unbundled bill.
const BASE_RATES: Record<string, number> = {
  GEN: 5.8312,
  TRANS_KWH: 0.8123,
  TRANS_KW: 0,
  SYS_LOSS: 0.7421,
  DIST_KWH: 0.4967,
  DIST_KW: 0,
  SUPPLY: 35.29,
  METER_FIX: 5,
  METER_KWH: 0.3262,
  LIFELINE_SUB: 0.0361,
  SENIOR_SUB: 0.0011,
  UC_ME: 0.1822,
  UC_EC: 0.0025,
  UC_SCC: 0,
  FIT_ALL: 0.0838,
  FRANCHISE_TAX: 0.75,
};

export function periods(first: string, months: number): string[] {
  const [y, m] = first.split('-').map(Number) as [number, number];
  return Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 + i, 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

export async function seedBillingData(db: Kysely<Database>, o: SeedOptions): Promise<{ monthIds: number[] }> {
  const branches = `{${o.branches.join(',')}}`;
  await sql`
    INSERT INTO billing_meter_readers (name, branch_code)
    SELECT 'Reader ' || ${o.tag} || '-' || b || '-' || r, b FROM unnest(${branches}::int[]) b, generate_series(1, ${o.routesPerBranch}) r`.execute(
    db,
  );
  await sql`
    INSERT INTO billing_routes (branch_code, code, name, meter_reader_id, reading_day)
    SELECT b, ${o.tag} || lpad(r::text, 3, '0'), 'Route ' || ${o.tag} || lpad(r::text, 3, '0'),
      (SELECT id FROM billing_meter_readers m WHERE m.branch_code = b AND m.name = 'Reader ' || ${o.tag} || '-' || b || '-' || r), 1 + (r % 20)
    FROM unnest(${branches}::int[]) b, generate_series(1, ${o.routesPerBranch}) r`.execute(db);
  // Class mix: R 85%, C 8%, I 2%, P 2%, S 2%, L 1%.
  await sql`
    INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, consumer_class, account_status, meter_serial, meter_brand,
      multiplier, meter_shape, initial_reading, route_id, sequence, latitude, longitude, is_lifeliner, is_senior_citizen, deposit)
    SELECT lpad(br::text, 2, '0') || '-' || ${o.tag} || lpad(g::text, 6, '0'), br,
      (ARRAY['SANTOS','REYES','CRUZ','BAUTISTA','OCAMPO','GARCIA','MENDOZA','TORRES','TOMAS','ANDRES','CASTILLO','FLORES','VILLANUEVA','RAMOS','DE LEON'])[1 + g % 15]
        || ', ' || (ARRAY['JUAN','MARIA','JOSE','ANA','PEDRO','ROSA','MIGUEL','LUZ','ANTONIO','ELENA'])[1 + (g / 15) % 10] || ' ' || g,
      (SELECT name FROM branches WHERE code = br), 'Barangay ' || (1 + g % 25),
      cls, CASE WHEN g % 97 = 0 THEN 2 ELSE 1 END, 'MTR' || ${o.tag} || lpad(g::text, 7, '0'), (ARRAY['Elster','Itron','Landis+Gyr'])[1 + g % 3],
      CASE WHEN cls IN ('I', 'L') THEN 40 ELSE 1 END, g % 2, (g % 5000), 
      (SELECT id FROM billing_routes r WHERE r.branch_code = br AND r.code = ${o.tag} || lpad((1 + (g / ${o.branches.length}) % ${o.routesPerBranch})::text, 3, '0')),
      g / ${o.branches.length * o.routesPerBranch},
      -- Each route a block of streets walked serpentine, 25 meters a street 40 m apart, in
      -- reading sequence (docs/decisions/112), a few metres of GPS scatter; routes side by side.
      round((12.35 + (br - 5) * 0.012 + (((g / ${o.branches.length}) % ${o.routesPerBranch}) / 4) * 0.016
        + ((g / ${o.branches.length * o.routesPerBranch}) / 25) * 0.0006 + ((g::bigint * 7919) % 100) / 2000000.0)::numeric, 6),
      round((121.07 + (((g / ${o.branches.length}) % ${o.routesPerBranch}) % 4) * 0.012
        + (CASE WHEN ((g / ${o.branches.length * o.routesPerBranch}) / 25) % 2 = 0 THEN (g / ${o.branches.length * o.routesPerBranch}) % 25
                ELSE 24 - (g / ${o.branches.length * o.routesPerBranch}) % 25 END) * 0.0004
        + ((g::bigint * 104729) % 100) / 2000000.0)::numeric, 6),
      cls = 'R' AND g % 10 = 0, cls = 'R' AND g % 7 = 0, CASE WHEN cls = 'R' THEN 500 ELSE 3000 END
    FROM (SELECT g, (${branches}::int[])[1 + g % ${o.branches.length}] AS br,
            CASE WHEN g % 100 < 85 THEN 'R' WHEN g % 100 < 93 THEN 'C' WHEN g % 100 < 95 THEN 'I' WHEN g % 100 < 97 THEN 'P' WHEN g % 100 < 99 THEN 'S' ELSE 'L' END AS cls
          FROM generate_series(1, ${o.consumers}) g) s`.execute(db);
  const monthIds: number[] = [];
  for (const [i, period] of periods(o.firstPeriod, o.months).entries()) {
    const existing = await db
      .selectFrom('billing_bill_months')
      .select('id')
      .where('period', '=', period)
      .executeTakeFirst();
    let id = existing?.id;
    if (!id) {
      id = (
        await db
          .insertInto('billing_bill_months')
          .values({ period, reading_date: `${period}-05`, due_date: `${period}-14` })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
      await db
        .insertInto('billing_lifeline_tiers')
        .values(
          DEFAULT_LIFELINE_TIERS.map((t) => ({
            bill_month_id: id!,
            min_kwh: t.minKwh,
            max_kwh: t.maxKwh,
            discount_percent: t.discountPercent,
          })),
        )
        .execute();
      const comps = JSON.stringify(
        DEFAULT_COMPONENTS.map((c, k) => ({ ...c, sort: k + 1, base: BASE_RATES[c.code] ?? 0 })),
      );
      await sql`
        WITH h AS (
          INSERT INTO billing_rate_headers (bill_month_id, consumer_class, remarks)
          SELECT ${id}, cls, 'Demo rates' FROM unnest('{R,C,I,P,S,L}'::text[]) cls RETURNING id, consumer_class)
        INSERT INTO billing_rate_components (header_id, code, name, unit, rate, vatable, discountable, lifeline_subsidy, sort_order)
        SELECT h.id, x.code, x.name, x.unit,
          round((x.base * CASE WHEN x.unit = 'percent' THEN 1 ELSE (1 + ${i} * 0.01) * CASE h.consumer_class WHEN 'R' THEN 1 WHEN 'C' THEN 1.05 ELSE 0.97 END END)::numeric, 6)
            + CASE WHEN x.unit = 'kW' AND h.consumer_class IN ('I', 'L') THEN 150 ELSE 0 END,
          x.vatable, x.discountable, x."lifelineSubsidy", x.sort
        FROM h, jsonb_to_recordset(${comps}::jsonb) AS x(code text, name text, unit text, base numeric, vatable boolean, discountable boolean, "lifelineSubsidy" boolean, sort int)`.execute(
        db,
      );
    }
    monthIds.push(id);
  }
  return { monthIds };
}

/** Readings for every active consumer of the tag, month after month, cumulative and never decreasing. */
export async function seedReadings(db: Kysely<Database>, tag: string, monthIds: number[]): Promise<void> {
  const ids = `{${monthIds.join(',')}}`;
  await sql`
    INSERT INTO billing_meter_readings (consumer_id, bill_month_id, previous_reading, present_reading, demand_kw, source)
    SELECT id, month_id, present - use, present, CASE WHEN cls IN ('I', 'L') THEN 20 + id % 80 END, 'demo'
    FROM (
      SELECT c.id, c.consumer_class AS cls, m.month_id, u.use,
        c.initial_reading + sum(u.use) OVER (PARTITION BY c.id ORDER BY m.ord) AS present
      FROM billing_consumers c
      CROSS JOIN unnest(${ids}::int[]) WITH ORDINALITY AS m(month_id, ord)
      CROSS JOIN LATERAL (SELECT (CASE c.consumer_class WHEN 'R' THEN (c.id * 31 + m.ord * 17) % 180 WHEN 'S' THEN 60 + c.id % 20
          WHEN 'C' THEN 200 + (c.id * 13 + m.ord * 7) % 600 ELSE 25 + (c.id * 11 + m.ord * 5) % 200 END)::numeric AS use) u
      WHERE c.account_no LIKE ${`%-${tag}%`} AND c.account_status = ${sql.lit(ACCOUNT_STATUS.Active.value)}
    ) s`.execute(db);
}
