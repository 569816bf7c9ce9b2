// The meter laboratory's rule (DOMAIN.md 4.1/4.3): the weighted average of the light- and
// full-load errors, judged with the power-factor point against the tolerance for the meter's
// reason (acceptance for new meters, in-service for the rest); weights and tolerances are data.
import { MeterReceiptReason, TestResult } from '@ilaw/contracts/tsd/enums';
import { Decimal } from 'decimal.js';

export interface MeterLimitsData {
  lightLoadWeight: string;
  fullLoadWeight: string;
  acceptanceTolerancePct: string;
  inServiceTolerancePct: string;
}

export interface MeterJudgement {
  averageError: string;
  tolerancePct: string;
  result: TestResult;
  /** Beyond the tolerance on the fast side: the consumer was billed for more than used. */
  fast: boolean;
}

export function judgeMeter(
  errors: { light: string; full: string; powerFactor: string },
  reason: MeterReceiptReason,
  limits: MeterLimitsData,
): MeterJudgement {
  const wl = new Decimal(limits.lightLoadWeight);
  const wf = new Decimal(limits.fullLoadWeight);
  const average = new Decimal(errors.light).times(wl).plus(new Decimal(errors.full).times(wf)).div(wl.plus(wf));
  const tolerance = reason === MeterReceiptReason.New ? limits.acceptanceTolerancePct : limits.inServiceTolerancePct;
  const within = average.abs().lte(tolerance) && new Decimal(errors.powerFactor).abs().lte(tolerance);
  return {
    averageError: average.toDecimalPlaces(3).toFixed(3),
    tolerancePct: new Decimal(tolerance).toFixed(3),
    result: within ? TestResult.Passed : TestResult.Failed,
    fast: average.gt(tolerance),
  };
}
