// Reliability of supply (DOMAIN.md 4.3 item 6, SAIFI/SAIDI-style: GUESS): only sustained
// interruptions count (longer than the configured momentary limit); consumer-hours = consumers
// affected × hours out; both per consumer served. The notice rule flags a scheduled interruption
// announced fewer than the configured days ahead.
import { Decimal } from 'decimal.js';

export interface OutageEvent {
  startedAt: Date;
  endedAt: Date;
  consumersAffected: number;
}

export const durationMinutes = (e: { startedAt: Date; endedAt: Date }) =>
  Math.floor((e.endedAt.getTime() - e.startedAt.getTime()) / 60_000);

export function reliability(events: readonly OutageEvent[], consumersServed: number, momentaryMaxMinutes: number) {
  const sustained = events.filter((e) => durationMinutes(e) > momentaryMaxMinutes);
  const consumerInterruptions = sustained.reduce((s, e) => s + e.consumersAffected, 0);
  const consumerHours = sustained.reduce(
    (s, e) => s.plus(new Decimal(e.consumersAffected).times(durationMinutes(e)).div(60)),
    new Decimal(0),
  );
  const per = (v: Decimal) => (consumersServed === 0 ? new Decimal(0) : v.div(consumersServed));
  return {
    interruptions: sustained.length,
    momentaryLeftOut: events.length - sustained.length,
    consumerInterruptions,
    consumerHours: consumerHours.toDecimalPlaces(2).toFixed(2),
    interruptionsPerConsumer: per(new Decimal(consumerInterruptions)).toDecimalPlaces(4).toFixed(4),
    hoursPerConsumer: per(consumerHours).toDecimalPlaces(4).toFixed(4),
  };
}

/** Days from the notice to the (Manila) day of the start, under the minimum: short notice. */
export function shortNotice(startDay: string, noticeDate: string | null, minDays: number): boolean {
  if (noticeDate === null) return true;
  const days = (Date.parse(`${startDay}T00:00:00Z`) - Date.parse(`${noticeDate}T00:00:00Z`)) / 86_400_000;
  return days < minDays;
}
