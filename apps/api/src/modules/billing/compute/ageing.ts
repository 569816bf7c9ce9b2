// Ageing of unpaid bills for EBS Arrears (decision 059): by days past the bill's due date on the
// "as of" date, not by bill months, so an opening balance imported with its own due date ages like
// any bill. The SQL of the list is built from the same bounds, so the list, its totals and this
// function cannot disagree.
import type { AgeingBucket } from '@ilaw/contracts/billing/arrears/arrears';

export interface AgeingBound {
  bucket: AgeingBucket;
  /** Least days past due in the bucket (inclusive); null: no lower bound. */
  fromDays: number | null;
  /** Most days past due in the bucket (inclusive); null: no upper bound. */
  toDays: number | null;
}

export const AGEING_BOUNDS: readonly AgeingBound[] = [
  { bucket: 'current', fromDays: null, toDays: 0 },
  { bucket: 'days1to30', fromDays: 1, toDays: 30 },
  { bucket: 'days31to60', fromDays: 31, toDays: 60 },
  { bucket: 'days61to90', fromDays: 61, toDays: 90 },
  { bucket: 'over90', fromDays: 91, toDays: null },
];

/** Whole days from the due date to the "as of" date (negative before it is due). */
export function daysPastDue(dueDate: string, asOf: string): number {
  const ms = Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`);
  return Math.round(ms / 86_400_000);
}

export function ageingBucket(days: number): AgeingBucket {
  for (const b of AGEING_BOUNDS) {
    if ((b.fromDays === null || days >= b.fromDays) && (b.toDays === null || days <= b.toDays)) return b.bucket;
  }
  throw new Error(`No ageing bucket for ${days} days.`);
}
