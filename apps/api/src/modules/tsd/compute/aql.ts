// Acceptance sampling by attributes (ANSI/ASQ Z1.4 single sampling, normal inspection; decision
// 081). The standard's tables are data (0711_tsd_meter_sampling.sql); these are the rules on them.
import type { LotResult } from '@ilaw/contracts/tsd/enums';

export interface CodeLetterRow {
  lotMin: number;
  lotMax: number | null;
  codeLetter: string;
}

export interface PlanRow {
  sampleSize: number;
  acceptNo: number;
  rejectNo: number;
}

/** The sample size code letter of a lot size (Table I, the configured inspection level's column). */
export function codeLetterFor(lotSize: number, rows: readonly CodeLetterRow[]): string | null {
  return rows.find((r) => lotSize >= r.lotMin && (r.lotMax === null || lotSize <= r.lotMax))?.codeLetter ?? null;
}

/** A plan whose sample is the lot or more inspects every unit, with the plan's numbers. */
export function fitToLot(plan: PlanRow, lotSize: number): PlanRow {
  return { ...plan, sampleSize: Math.min(plan.sampleSize, lotSize) };
}

/**
 * Accepted once the whole sample is tested with defectives at most the acceptance number;
 * rejected as soon as the defectives reach the rejection number (the rest need not be tested).
 */
export function judgeLot(plan: PlanRow, tested: number, defectives: number): LotResult {
  if (defectives >= plan.rejectNo) return 'Rejected';
  if (tested >= plan.sampleSize && defectives <= plan.acceptNo) return 'Accepted';
  return 'Open';
}
