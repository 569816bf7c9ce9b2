// Demo data for technical services: 2,000 distribution transformers across the branches (most
// installed on a pole with their installation in the history), a test data sheet for 300 of them
// judged by the same rules as the screens (a few failing), a month of load readings for 200, the
// meter laboratory's meters and sampling lots, and transformer applications in every stage.
// Set-based inserts keep it to a few seconds.
import { METER_RECEIPT_REASONS, Mounting, Phase } from '@ilaw/contracts/tsd/enums';
import { sql, type Insertable, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { loadFigures } from '../compute/load-rules.ts';
import { judgeMeter } from '../compute/meter-rules.ts';
import { meterLimitsOn } from '../meter-limits/meter-limits-queries.ts';
import {
  expectedPolarity,
  judgeInsulation,
  judgeTurnsRatio,
  overallResult,
  polarityResult,
} from '../compute/test-rules.ts';
import { limitsOn } from '../limits/limits-queries.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { seedApplicationsDemo } from './seed-applications-demo.ts';
import { seedLotsDemo } from './seed-lots-demo.ts';

const BRANDS = ['ABB', 'Shihlin', 'Kuhlman', 'Pauwels', 'Howard', 'ERMCO'];
const TRANSFORMERS = 2000;

function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function seedTsdDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const already = await db.selectFrom('tsd_transformers').select('id').limit(1).executeTakeFirst();
  if (already) {
    // A demo seeded before the lots and applications existed (decision 117) gains them.
    await seedLotsDemo(db, new Date().toISOString().slice(0, 10));
    await seedApplicationsDemo(db, manilaToday(), log);
    return;
  }
  const rnd = random(15);
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tsd_transformer_brands')
      .values(BRANDS.map((name) => ({ name })))
      .onConflict((oc) => oc.doNothing())
      .execute();
    // Sizes weighted to the small single-phase units of a rural network; a tenth three-phase.
    await sql`
      INSERT INTO tsd_transformers (serial_no, brand_id, kva, phase, primary_voltage, secondary_voltage, polarity,
        core, bushing, cooling_class, temperature_rise, ownership, mounting, branch_code, feeder, pole_no, latitude, longitude)
      SELECT 'DT-' || lpad(g::text, 6, '0'),
        (SELECT id FROM tsd_transformer_brands ORDER BY id OFFSET (g % ${BRANDS.length}) LIMIT 1),
        (ARRAY[10, 15, 15, 25, 25, 25, 37.5, 50, 50, 75, 100, 167])[1 + g % 12],
        CASE WHEN g % 10 = 0 THEN 'ThreePhase' ELSE 'SinglePhase' END,
        7620, 240,
        CASE WHEN g % 10 = 0 THEN 'Subtractive' ELSE 'Additive' END,
        CASE WHEN g % 7 = 0 THEN 'AmorphousMetalCore' ELSE 'SiliconSteelCore' END,
        (ARRAY['DoubleBushing', 'SingleBushing', 'DoubleBushingCsp'])[1 + g % 3],
        'OA', (ARRAY[55, 65, 65, 85])[1 + g % 4],
        CASE WHEN g % 20 = 0 THEN 'Private' WHEN g % 33 = 0 THEN 'SoleUser' ELSE 'Cooperative' END,
        CASE WHEN g % 12 = 0 THEN 'Dismounted' ELSE 'Mounted' END,
        (ARRAY[5, 10, 15, 20, 25, 30, 35, 40, 45])[1 + g % 9],
        'F' || (1 + g % 6),
        'P-' || lpad((g * 7 % 9000)::text, 4, '0'),
        round((12.35 + (g % 97) * 0.012)::numeric, 6),
        round((121.08 + (g % 89) * 0.006)::numeric, 6)
      FROM generate_series(1, ${TRANSFORMERS}) AS g`.execute(trx);
    await sql`
      INSERT INTO tsd_transformer_movements (transformer_id, action, action_date, branch_code, feeder, pole_no, latitude, longitude, remarks)
      SELECT id, 'Installed', date '2020-01-06' + (id % 1500), branch_code, feeder, pole_no, latitude, longitude, 'Demo installation'
      FROM tsd_transformers WHERE mounting = ${Mounting.Mounted}`.execute(trx);
  });

  const today = new Date().toISOString().slice(0, 10);
  const limits = await limitsOn(db, today);
  const units = await db
    .selectFrom('tsd_transformers')
    .select(['id', 'kva', 'phase', 'primary_voltage', 'secondary_voltage'])
    .orderBy('id')
    .limit(300)
    .execute();
  const testers = ['Noel C. Manalo', 'Arnel B. Soriano'];
  await db.transaction().execute(async (trx) => {
    const sheets = units.map((u, i) => {
      const day = new Date(Date.now() - (5 + (i % 300)) * 86_400_000).toISOString().slice(0, 10);
      // One in twelve drifts beyond the ratio tolerance; one in twenty-five has wet insulation.
      const measured = i % 12 === 5 ? '31.95' : (31.75 + (rnd() - 0.5) * 0.2).toFixed(4);
      const ratio = judgeTurnsRatio(7620, u.secondary_voltage, measured, limits.turnsRatioTolerancePct);
      const expected = expectedPolarity(u.phase, u.kva, u.primary_voltage, limits);
      const polarity = polarityResult(expected, expected);
      const hv = i % 25 === 3 ? '3200' : String(6000 + Math.round(rnd() * 9000));
      const ir = [
        judgeInsulation(hv, null, u.primary_voltage, limits),
        judgeInsulation(hv, null, u.primary_voltage, limits),
        judgeInsulation('800', null, u.secondary_voltage, limits),
      ];
      const irResult = overallResult(ir.map((x) => x.result));
      return {
        row: {
          sheet_no: `DS-DEMO-${String(i + 1).padStart(5, '0')}`,
          transformer_id: u.id,
          test_date: day,
          purpose: i % 4 === 0 ? ('Routine' as const) : ('Acceptance' as const),
          tester_name: testers[i % 2] ?? 'Noel C. Manalo',
          witness_name: 'Engr. Victor E. Panganiban',
          checked_by_name: 'Engr. Victor E. Panganiban',
          noted_by_name: null,
          instrument: 'Megger TTR300',
          instrument_serial: 'TTR-0042',
          instrument_calibrated_on: '2026-01-15',
          measured_polarity: expected,
          expected_polarity: expected,
          polarity_result: polarity,
          ir_test_voltage: 2500,
          ir_temp_c: '30.0',
          ir_hv_lv: hv,
          ir_hv_g: hv,
          ir_lv_g: '800',
          ir_result: irResult,
          turns_ratio_result: ratio.result,
          result: overallResult([ratio.result, polarity, irResult]),
          results_at: new Date(),
        },
        reading: { phase: u.phase, measured, ratio },
      };
    });
    const ids = await trx
      .insertInto('tsd_data_sheets')
      .values(sheets.map((s) => s.row))
      .returning('id')
      .execute();
    await trx
      .insertInto('tsd_turns_ratio_readings')
      .values(
        sheets.map((s, i) => ({
          data_sheet_id: ids[i]?.id ?? 0,
          tap: 3,
          phase: 'A' as const,
          hv_tap_volts: 7620,
          lv_volts: 240,
          nameplate_ratio: s.reading.ratio.nameplateRatio,
          measured_ratio: s.reading.measured,
          deviation_pct: s.reading.ratio.deviationPct,
          result: s.reading.ratio.result,
        })),
      )
      .execute();
  });

  const loaded = await db
    .selectFrom('tsd_transformers')
    .select(['id', 'kva', 'phase'])
    .where('mounting', '=', Mounting.Mounted)
    .orderBy('id')
    .limit(200)
    .execute();
  const readings: Insertable<Database['tsd_load_readings']>[] = [];
  for (const [n, u] of loaded.entries()) {
    for (let week = 0; week < 4; week++) {
      const readAt = new Date(Date.now() - (week * 7 + 1) * 86_400_000 - (n % 10) * 3_600_000);
      // Mostly normal, a few overloaded evening peaks and a few nearly idle units.
      const level = n % 15 === 0 ? 1.1 + rnd() * 0.2 : n % 11 === 0 ? 0.1 : 0.35 + rnd() * 0.5;
      const ratedAmps = (Number(u.kva) * 1000) / 240;
      const phases =
        u.phase === Phase.ThreePhase
          ? [0.9, 1, 1.1].map((f) => ({ current: ((ratedAmps * level * f) / 3).toFixed(2), voltage: '138.00' }))
          : [1, 0.85].map((f) => ({ current: ((ratedAmps * level * f) / 1).toFixed(2), voltage: '120.00' }));
      const figures = loadFigures(phases, u.kva, limits);
      readings.push({
        transformer_id: u.id,
        read_at: readAt,
        tap_position: 3,
        current_a: phases[0]?.current ?? '0',
        current_b: phases[1]?.current ?? null,
        current_c: phases[2]?.current ?? null,
        voltage_a: phases[0]?.voltage ?? '0',
        voltage_b: phases[1]?.voltage ?? null,
        voltage_c: phases[2]?.voltage ?? null,
        kva: figures.kva,
        loading_pct: figures.loadingPct,
        imbalance_pct: figures.imbalancePct,
        imbalanced: figures.imbalanced,
        flag: figures.flag,
        reader_name: 'Noel C. Manalo',
      });
    }
  }
  await db.transaction().execute(async (trx) => {
    await inChunks(readings, 400, (chunk) => trx.insertInto('tsd_load_readings').values(chunk).execute());
  });
  const meters = await seedMeters(db, today, rnd);
  const outages = await seedInterruptions(db, rnd);
  await seedPowerSupply(db);
  const lots = await seedLotsDemo(db, today);
  const applications = await seedApplicationsDemo(db, manilaToday(), log);
  log(
    `tsd: ${TRANSFORMERS} transformers, ${units.length} data sheets, ${readings.length} load readings, ${meters} meters, ${outages} interruptions, ${lots} sampling lots, ${applications} transformer applications`,
  );
}

/** 150 meters received over two months; all but the last 30 calibrated, a few complaint meters fast. */
async function seedMeters(db: Kysely<Database>, today: string, rnd: () => number): Promise<number> {
  const limits = await meterLimitsOn(db, today);
  const brands = ['Landis+Gyr', 'Elster', 'Itron', 'Fuji'];
  await db.transaction().execute(async (trx) => {
    const receipts = await trx
      .insertInto('tsd_meter_receipts')
      .values(
        Array.from({ length: 150 }, (_, i) => {
          const reason = METER_RECEIPT_REASONS[i % 4] ?? 'New';
          return {
            receipt_no: `MR-DEMO-${String(i + 1).padStart(5, '0')}`,
            serial_no: `KWH-${String(500_000 + i * 37)}`,
            brand: brands[i % brands.length] ?? 'Elster',
            meter_class: i % 10 === 0 ? 'Class 200' : 'Class 100',
            meter_type: 'SecondarySelfContained' as const,
            shape: i % 3 === 0 ? ('Square' as const) : ('Round' as const),
            reason,
            received_on: new Date(Date.now() - (60 - Math.floor(i / 3)) * 86_400_000).toISOString().slice(0, 10),
            account_no: reason === 'New' ? null : `${['05', '10', '15'][i % 3]}-${String(10_000 + i).padStart(6, '0')}`,
          };
        }),
      )
      .returning(['id', 'reason', 'received_on'])
      .execute();
    const tested = receipts.slice(0, 120).map((r, i) => {
      // Most within a few tenths; every ninth complaint meter runs fast.
      const fast = r.reason === 'Complaint' && i % 9 === 2;
      const light = fast ? '3.100' : ((rnd() - 0.5) * 0.8).toFixed(3);
      const full = fast ? '2.600' : ((rnd() - 0.5) * 0.6).toFixed(3);
      const pf = ((rnd() - 0.5) * 0.8).toFixed(3);
      const j = judgeMeter({ light, full, powerFactor: pf }, r.reason, limits);
      return {
        receipt_id: r.id,
        batch_no: `B-${r.received_on.slice(0, 7)}`,
        tested_on: r.received_on,
        light_load_error: light,
        full_load_error: full,
        power_factor_error: pf,
        average_error: j.averageError,
        tolerance_pct: j.tolerancePct,
        result: j.result,
        fast: j.fast,
        seal_no: `S-${800_000 + r.id}`,
        tester_name: 'Noel C. Manalo',
      };
    });
    await trx.insertInto('tsd_meter_calibrations').values(tested).execute();
  });
  return 150;
}

/** Three months of interruptions across the branches: storms, maintenance (announced), faults. */
async function seedInterruptions(db: Kysely<Database>, rnd: () => number): Promise<number> {
  const causes = ['Tree on line', 'Lightning', 'Blown fuse', 'Vehicular accident', 'Animal contact'];
  const branches = [5, 10, 15, 20, 25, 30, 35, 40, 45];
  const rows = Array.from({ length: 90 }, (_, i) => {
    const scheduled = i % 6 === 0;
    const start = new Date(Date.now() - (i + 1) * 86_400_000 - Math.floor(rnd() * 10) * 3_600_000);
    const minutes = i % 7 === 3 ? 3 : 20 + Math.floor(rnd() * 240);
    return {
      interruption_no: `PI-DEMO-${String(i + 1).padStart(5, '0')}`,
      kind: scheduled ? ('Scheduled' as const) : ('Unscheduled' as const),
      scope: 'Feeder' as const,
      branch_code: branches[i % branches.length] ?? 5,
      feeder: `F${1 + (i % 6)}`,
      started_at: start,
      ended_at: new Date(start.getTime() + minutes * 60_000),
      cause: scheduled ? 'Preventive maintenance' : (causes[i % causes.length] ?? 'Tree on line'),
      weather: scheduled ? 'Fair' : i % 2 === 0 ? 'Rainy' : 'Fair',
      consumers_affected: 50 + Math.floor(rnd() * 1500),
      // Most maintenance announced three days ahead; one in four a day late.
      notice_date: scheduled
        ? new Date(start.getTime() + 8 * 3_600_000 - (i % 4 === 0 ? 1 : 3) * 86_400_000).toISOString().slice(0, 10)
        : null,
      crew: `Line Crew ${1 + (i % 4)}`,
    };
  });
  await db.insertInto('tsd_interruptions').values(rows).execute();
  return rows.length;
}

/** Three suppliers with two metering points each and the last 31 days of energy and demand. */
async function seedPowerSupply(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('tsd_power_suppliers')
      .values([
        {
          name: 'NPC-SPUG Mindoro',
          contract_no: 'PSA-2024-001',
          contract_start: '2024-01-01',
          contract_end: '2033-12-31',
          contracted_demand_kw: '18000',
        },
        {
          name: 'Ormin Power',
          contract_no: 'PSA-2022-014',
          contract_start: '2022-06-01',
          contract_end: '2037-05-31',
          contracted_demand_kw: '10000',
        },
        {
          name: 'Philippine Hybrid Energy Systems',
          contract_no: 'PSA-2023-007',
          contract_start: '2023-03-01',
          contract_end: '2038-02-28',
          contracted_demand_kw: '6000',
        },
      ])
      .execute();
    // Weekday load higher than the weekend's; energy and peaks in proportion to each contract.
    await sql`
      INSERT INTO tsd_power_supplies (supplier_id, metering_point, supply_date, energy_kwh, peak_demand_kw, intervals, source)
      SELECT s.id, s.name_code || '-' || p.n, d::date,
        round((s.contracted_demand_kw * 24 * 0.3 * (CASE WHEN extract(isodow FROM d) > 5 THEN 0.85 ELSE 1 END)
          * (0.95 + ((extract(day FROM d)::int * 7 + p.n) % 10) / 100.0))::numeric, 3),
        round((s.contracted_demand_kw * 0.35 * (0.9 + ((extract(day FROM d)::int + p.n) % 10) / 100.0))::numeric, 3),
        96, 'Import'
      FROM (SELECT id, contracted_demand_kw, upper(left(name, 3)) AS name_code FROM tsd_power_suppliers) s
      CROSS JOIN (VALUES (1), (2)) AS p(n)
      CROSS JOIN generate_series(current_date - 31, current_date - 1, interval '1 day') AS d`.execute(trx);
  });
}
