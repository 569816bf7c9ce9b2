// Load management (DOMAIN.md 4.3 item 5): kVA from each phase's volts and amperes, percent loading
// against the nameplate kVA, phase imbalance as the largest deviation of a phase current from their
// average, and the overload/underload flags against the thresholds of the reading's day (data).
import { LoadFlag } from '@ilaw/contracts/tsd/enums';
import { Decimal } from 'decimal.js';

export interface LoadThresholds {
  overloadPct: string;
  underloadPct: string;
  imbalancePct: string;
}

export interface PhaseReading {
  current: string;
  voltage: string;
}

export interface LoadFigures {
  kva: string;
  loadingPct: string;
  imbalancePct: string;
  imbalanced: boolean;
  flag: LoadFlag;
}

export function loadFigures(phases: readonly PhaseReading[], ratedKva: string, t: LoadThresholds): LoadFigures {
  const kva = phases.reduce((sum, p) => sum.plus(new Decimal(p.voltage).times(p.current)), new Decimal(0)).div(1000);
  const loading = kva.div(ratedKva).times(100);
  const currents = phases.map((p) => new Decimal(p.current));
  const average = currents.reduce((s, c) => s.plus(c), new Decimal(0)).div(currents.length);
  const imbalance =
    currents.length < 2 || average.isZero()
      ? new Decimal(0)
      : Decimal.max(...currents.map((c) => c.minus(average).abs()))
          .div(average)
          .times(100);
  // Over the overload threshold, under the underload one: exactly at either is normal.
  const flag = loading.gt(t.overloadPct)
    ? LoadFlag.Overload
    : loading.lt(t.underloadPct)
      ? LoadFlag.Underload
      : LoadFlag.Normal;
  return {
    kva: kva.toDecimalPlaces(3).toFixed(3),
    loadingPct: loading.toDecimalPlaces(2).toFixed(2),
    imbalancePct: imbalance.toDecimalPlaces(2).toFixed(2),
    imbalanced: imbalance.gt(t.imbalancePct),
    flag,
  };
}
