// Stores (or replaces) a sheet's results: each reading judged against the limits of the test date,
// the readings replaced as one set, the sheet's parts and overall result written beside them.
import { DUPLICATE_READING } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import type { updateTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/update-test-result';
import { Phase, TestResult } from '@ilaw/contracts/tsd/enums';
import type { Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import {
  expectedPolarity,
  judgeInsulation,
  judgeTurnsRatio,
  overallResult,
  polarityResult,
} from '../compute/test-rules.ts';
import { limitsOn } from '../limits/limits-queries.ts';

export type TestResultFields = InputOf<typeof updateTestResultEndpoint>['body'];

export interface SheetSubject {
  id: number;
  test_date: string;
  phase: Phase;
  kva: string;
  primary_voltage: number;
  secondary_voltage: number;
}

export async function writeTestResult(trx: Transaction<Database>, sheet: SheetSubject, f: TestResultFields) {
  const seen = new Set<string>();
  for (const r of f.turnsRatio) {
    const key = `${r.tap}-${r.phase}`;
    if (seen.has(key)) throw fieldError('turnsRatio', DUPLICATE_READING);
    seen.add(key);
    if (sheet.phase === Phase.SinglePhase && r.phase !== 'A')
      throw fieldError('turnsRatio', 'A single-phase transformer is read on phase A only.');
  }
  const limits = await limitsOn(trx, sheet.test_date);
  const readings = f.turnsRatio.map((r) => {
    const lvVolts = r.lvVolts ?? sheet.secondary_voltage;
    return { ...r, lvVolts, ...judgeTurnsRatio(r.hvTapVolts, lvVolts, r.measuredRatio, limits.turnsRatioTolerancePct) };
  });
  const ratioResult = overallResult(readings.map((r) => r.result));
  const expected = expectedPolarity(sheet.phase, sheet.kva, sheet.primary_voltage, limits);
  const polarity = polarityResult(f.measuredPolarity, expected);
  const insulation = [
    judgeInsulation(f.irHvLv, f.irHvLv10, sheet.primary_voltage, limits),
    judgeInsulation(f.irHvG, f.irHvG10, sheet.primary_voltage, limits),
    judgeInsulation(f.irLvG, f.irLvG10, sheet.secondary_voltage, limits),
  ];
  const irResult = overallResult(insulation.map((i) => i.result));
  const result: TestResult = overallResult([ratioResult, polarity, irResult]);

  await trx.deleteFrom('tsd_turns_ratio_readings').where('data_sheet_id', '=', sheet.id).execute();
  await trx
    .insertInto('tsd_turns_ratio_readings')
    .values(
      readings.map((r) => ({
        data_sheet_id: sheet.id,
        tap: r.tap,
        phase: r.phase,
        hv_tap_volts: r.hvTapVolts,
        lv_volts: r.lvVolts,
        nameplate_ratio: r.nameplateRatio,
        measured_ratio: r.measuredRatio,
        deviation_pct: r.deviationPct,
        result: r.result,
      })),
    )
    .execute();
  await trx
    .updateTable('tsd_data_sheets')
    .set({
      measured_polarity: f.measuredPolarity,
      expected_polarity: expected,
      polarity_result: polarity,
      ir_test_voltage: f.irTestVoltage,
      ir_temp_c: f.irTempC,
      ir_hv_lv: f.irHvLv,
      ir_hv_g: f.irHvG,
      ir_lv_g: f.irLvG,
      ir_hv_lv_10min: f.irHvLv10,
      ir_hv_g_10min: f.irHvG10,
      ir_lv_g_10min: f.irLvG10,
      ir_result: irResult,
      hv_winding_ohms: f.hvWindingOhms,
      lv_winding_ohms: f.lvWindingOhms,
      no_load_loss_w: f.noLoadLossW,
      load_loss_w: f.loadLossW,
      oil_dielectric_kv: f.oilDielectricKv,
      turns_ratio_result: ratioResult,
      result,
      results_at: new Date(),
      updated_at: new Date(),
    })
    .where('id', '=', sheet.id)
    .execute();
  return result;
}

/** The sheet and its transformer's nameplate, read after the sheet's lock. */
export async function sheetSubject(trx: Transaction<Database>, id: number) {
  return trx
    .selectFrom('tsd_data_sheets as d')
    .innerJoin('tsd_transformers as t', 't.id', 'd.transformer_id')
    .select(['d.id', 'd.test_date', 'd.results_at', 't.phase', 't.kva', 't.primary_voltage', 't.secondary_voltage'])
    .where('d.id', '=', id)
    .executeTakeFirst();
}
