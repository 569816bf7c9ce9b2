// Disconnection rules (docs/decisions/111), pure: which consumer is past due beyond the threshold
// in force, and when a disconnection order may be made after the written notice (48 hours, DOMAIN.md,
// Magna Carta for residential consumers).
import { Decimal } from 'decimal.js';
import { NOTICE_HOURS } from '@ilaw/contracts/billing/disconnections/disconnection';

export interface Threshold {
  effectiveFrom: string;
  minArrears: string;
  minDaysPastDue: number;
}

/** The threshold in force on a date: the latest effective on or before it (null: none yet). */
export function thresholdInForce<T extends Threshold>(thresholds: readonly T[], asOf: string): T | null {
  let best: T | null = null;
  for (const t of thresholds) if (t.effectiveFrom <= asOf && (!best || t.effectiveFrom > best.effectiveFrom)) best = t;
  return best;
}

/** Whole days from a due date to a date (calendar dates, YYYY-MM-DD); 0 or less when not yet past. */
export function daysPastDue(dueDate: string, asOf: string): number {
  return Math.round((Date.parse(`${asOf}T00:00:00Z`) - Date.parse(`${dueDate}T00:00:00Z`)) / 86_400_000);
}

/**
 * Past due beyond the threshold: the unpaid balance of the bills past their due date is at least
 * the threshold's amount AND the oldest of them is at least its days past due. A bill due today
 * is not past due.
 */
export function isBeyondThreshold(
  arrears: { amount: string; oldestDueDate: string | null },
  threshold: Pick<Threshold, 'minArrears' | 'minDaysPastDue'>,
  asOf: string,
): boolean {
  if (arrears.oldestDueDate === null) return false;
  const days = daysPastDue(arrears.oldestDueDate, asOf);
  if (days <= 0) return false;
  return new Decimal(arrears.amount).gte(threshold.minArrears) && days >= threshold.minDaysPastDue;
}

export type OrderCheck =
  { ok: true } | { ok: false; reason: 'not-served' } | { ok: false; reason: 'too-early'; allowedAt: Date };

/** When the first disconnection order may be made: 48 hours after the notice was served. */
export function orderableAt(servedAt: Date): Date {
  return new Date(servedAt.getTime() + NOTICE_HOURS * 3_600_000);
}

/** No disconnection order before 48 full hours after service (exactly 48 hours is allowed). */
export function canOrderDisconnection(servedAt: Date | null, now: Date): OrderCheck {
  if (servedAt === null) return { ok: false, reason: 'not-served' };
  const allowedAt = orderableAt(servedAt);
  return now.getTime() >= allowedAt.getTime() ? { ok: true } : { ok: false, reason: 'too-early', allowedAt };
}
