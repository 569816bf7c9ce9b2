// Shared reads of data sheets and the row -> contract mappers. The per-pair insulation view is
// judged again on read against the limits of the test date, which never change afterwards
// (new limits take effect from today or later).
import { DATA_SHEET_NOT_FOUND, type DataSheet, type DataSheetDetail } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import type { dataSheetFilterQuery } from '@ilaw/contracts/tsd/data-sheets/list-data-sheets';
import type { TsdLimits } from '@ilaw/contracts/tsd/limits/limits';
import { sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { expectedPolarity, insulationMinimum, judgeInsulation } from '../compute/test-rules.ts';
import { limitsOn } from '../limits/limits-queries.ts';
import { kvaSize, likePrefix } from '../transformers/transformer-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export function sheetQuery(db: Db) {
  return db
    .selectFrom('tsd_data_sheets as d')
    .innerJoin('tsd_transformers as t', 't.id', 'd.transformer_id')
    .innerJoin('tsd_transformer_brands as b', 'b.id', 't.brand_id')
    .selectAll('d')
    .select(['t.serial_no', 'b.name as brand_name', 't.kva', 't.phase', 't.primary_voltage', 't.secondary_voltage']);
}
type Row = Awaited<ReturnType<ReturnType<typeof sheetQuery>['executeTakeFirstOrThrow']>>;

export function toDataSheet(r: Row): DataSheet {
  return {
    id: r.id,
    sheetNo: r.sheet_no,
    transformerId: r.transformer_id,
    serialNo: r.serial_no,
    brandName: r.brand_name,
    kva: kvaSize(r.kva),
    phase: r.phase,
    primaryVoltage: r.primary_voltage,
    secondaryVoltage: r.secondary_voltage,
    testDate: r.test_date,
    purpose: r.purpose,
    testerName: r.tester_name,
    witnessName: r.witness_name,
    checkedByName: r.checked_by_name,
    notedByName: r.noted_by_name,
    instrument: r.instrument,
    instrumentSerial: r.instrument_serial,
    instrumentCalibratedOn: r.instrument_calibrated_on,
    ambientTempC: r.ambient_temp_c,
    remarks: r.remarks,
    hasResults: r.results_at !== null,
    result: r.result,
  };
}

function insulationView(one: string | null, ten: string | null, windingVolts: number, limits: TsdLimits) {
  if (one === null)
    return {
      oneMinute: null,
      tenMinutes: null,
      polarizationIndex: null,
      minimum: insulationMinimum(windingVolts, limits),
      result: null,
    };
  const j = judgeInsulation(one, ten, windingVolts, limits);
  return {
    oneMinute: one,
    tenMinutes: ten,
    polarizationIndex: j.polarizationIndex,
    minimum: j.minimum,
    result: j.result,
  };
}

export async function loadDataSheet(db: Db, id: number): Promise<DataSheetDetail> {
  const r = await sheetQuery(db).where('d.id', '=', id).executeTakeFirst();
  if (!r) throw notFound(DATA_SHEET_NOT_FOUND);
  const limits = await limitsOn(db, r.test_date);
  const readings = await db
    .selectFrom('tsd_turns_ratio_readings')
    .selectAll()
    .where('data_sheet_id', '=', id)
    .orderBy('tap')
    .orderBy('phase')
    .execute();
  const lv = r.secondary_voltage;
  const hv = r.primary_voltage;
  return {
    ...toDataSheet(r),
    tolerancePct: limits.turnsRatioTolerancePct,
    turnsRatio: readings.map((x) => ({
      tap: x.tap,
      phase: x.phase,
      hvTapVolts: x.hv_tap_volts,
      lvVolts: x.lv_volts,
      nameplateRatio: x.nameplate_ratio,
      measuredRatio: x.measured_ratio,
      deviationPct: x.deviation_pct,
      result: x.result,
    })),
    turnsRatioResult: r.turns_ratio_result,
    measuredPolarity: r.measured_polarity,
    expectedPolarity: r.expected_polarity ?? expectedPolarity(r.phase, r.kva, hv, limits),
    polarityResult: r.polarity_result,
    irTestVoltage: r.ir_test_voltage,
    irTempC: r.ir_temp_c,
    // HV-LV and HV-ground stress the HV winding's insulation; LV-ground the LV winding's.
    hvToLv: insulationView(r.ir_hv_lv, r.ir_hv_lv_10min, hv, limits),
    hvToGround: insulationView(r.ir_hv_g, r.ir_hv_g_10min, hv, limits),
    lvToGround: insulationView(r.ir_lv_g, r.ir_lv_g_10min, lv, limits),
    irResult: r.ir_result,
    hvWindingOhms: r.hv_winding_ohms,
    lvWindingOhms: r.lv_winding_ohms,
    noLoadLossW: r.no_load_loss_w,
    loadLossW: r.load_loss_w,
    oilDielectricKv: r.oil_dielectric_kv,
  };
}

export type DataSheetFilter = z.output<typeof dataSheetFilterQuery>;

export function dataSheetListQuery(db: Kysely<Database>, f: DataSheetFilter) {
  const out: RawBuilder<boolean>[] = [];
  const search = f.search?.trim();
  if (search) {
    const term = likePrefix(search);
    out.push(sql<boolean>`(lower(d.sheet_no) LIKE ${term} OR lower(t.serial_no) LIKE ${term})`);
  }
  if (f.transformerId !== undefined) out.push(sql<boolean>`d.transformer_id = ${f.transformerId}`);
  if (f.result !== undefined) out.push(sql<boolean>`d.result = ${f.result}`);
  if (f.pending !== undefined)
    out.push(f.pending ? sql<boolean>`d.results_at IS NULL` : sql<boolean>`d.results_at IS NOT NULL`);
  if (f.dateFrom !== undefined) out.push(sql<boolean>`d.test_date >= ${f.dateFrom}`);
  if (f.dateTo !== undefined) out.push(sql<boolean>`d.test_date <= ${f.dateTo}`);
  let q = sheetQuery(db);
  for (const c of out) q = q.where(c);
  return q.orderBy('d.test_date', 'desc').orderBy('d.id', 'desc');
}
