// The transformer test rules (DOMAIN.md 4.1, IEEE C57.12.00/.90, NETA MTS): turns ratio against
// the nameplate within the tolerance, polarity by kVA and HV voltage, insulation resistance
// against the minimum of the winding's voltage class and the polarization index. Every limit comes
// in as data (tsd_limits of the test date), never a constant here.
import { Phase, Polarity, TestResult } from '@ilaw/contracts/tsd/enums';
import { Decimal } from 'decimal.js';

export interface TestLimits {
  turnsRatioTolerancePct: string;
  additiveMaxKva: string;
  additiveMaxHvVolts: number;
  minPolarizationIndex: string;
  insulationMinimums: readonly { maxClassVolts: number; minMegohms: string }[];
}

/** Single-phase units up to the kVA limit with HV up to the volts limit are additive; all others subtractive. */
export function expectedPolarity(phase: Phase, kva: string, hvVolts: number, limits: TestLimits): Polarity {
  const additive =
    phase === Phase.SinglePhase && new Decimal(kva).lte(limits.additiveMaxKva) && hvVolts <= limits.additiveMaxHvVolts;
  return additive ? Polarity.Additive : Polarity.Subtractive;
}

export function polarityResult(measured: Polarity, expected: Polarity): TestResult {
  return measured === expected ? TestResult.Passed : TestResult.Failed;
}

export interface TurnsRatioJudgement {
  nameplateRatio: string;
  deviationPct: string;
  result: TestResult;
}

/** Nameplate ratio = HV tap volts / LV volts; Passed when the measured ratio is within ± tolerance % of it. */
export function judgeTurnsRatio(
  hvTapVolts: number,
  lvVolts: number,
  measured: string,
  tolerancePct: string,
): TurnsRatioJudgement {
  const nameplate = new Decimal(hvTapVolts).div(lvVolts);
  const deviation = new Decimal(measured).minus(nameplate).div(nameplate).times(100);
  return {
    nameplateRatio: nameplate.toDecimalPlaces(4).toFixed(4),
    deviationPct: deviation.toDecimalPlaces(3).toFixed(3),
    // Compared unrounded: exactly at the tolerance passes, a hair beyond fails.
    result: deviation.abs().lte(tolerancePct) ? TestResult.Passed : TestResult.Failed,
  };
}

/** The minimum of the smallest voltage class that holds the winding (the highest class beyond them all). */
export function insulationMinimum(windingVolts: number, limits: TestLimits): string {
  const classes = [...limits.insulationMinimums].sort((a, b) => a.maxClassVolts - b.maxClassVolts);
  const found = classes.find((c) => windingVolts <= c.maxClassVolts) ?? classes.at(-1);
  if (found === undefined) throw new Error('No insulation minimums are configured.');
  return found.minMegohms;
}

export interface InsulationJudgement {
  polarizationIndex: string | null;
  minimum: string;
  result: TestResult;
}

/** At least the minimum at one minute, and a PI (10-min / 1-min) of at least the minimum when the 10-min reading is taken. */
export function judgeInsulation(
  oneMinute: string,
  tenMinutes: string | null,
  windingVolts: number,
  limits: TestLimits,
): InsulationJudgement {
  const minimum = insulationMinimum(windingVolts, limits);
  const one = new Decimal(oneMinute);
  const pi = tenMinutes === null || one.isZero() ? null : new Decimal(tenMinutes).div(one);
  const ok = one.gte(minimum) && (pi === null || pi.gte(limits.minPolarizationIndex));
  return {
    polarizationIndex: pi === null ? null : pi.toDecimalPlaces(2).toFixed(2),
    minimum,
    result: ok ? TestResult.Passed : TestResult.Failed,
  };
}

/** Passed only when every judged part passed. */
export function overallResult(parts: readonly TestResult[]): TestResult {
  return parts.every((p) => p === TestResult.Passed) ? TestResult.Passed : TestResult.Failed;
}
