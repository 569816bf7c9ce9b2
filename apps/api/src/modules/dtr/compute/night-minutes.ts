// Night minutes of a DTR day (decision 065): the minutes worked and paid between 22:00 and 06:00
// (Labor Code art. 86, DOMAIN.md section 1). The night differential's rate is payroll's
// date-effective premium-pay table; only the minutes are the DTR's. Minutes after midnight,
// Manila wall clock; an interval whose end is not after its start ends on the next day.
import type { DayResult, Punches, ScheduleRule } from '../rules.ts';

export const NIGHT_STARTS = 22 * 60;
export const NIGHT_ENDS = 6 * 60;
const DAY = 24 * 60;

/** [start, end) in minutes; end > start after the next-day rule is applied. */
export type Interval = readonly [start: number, end: number];

/** An interval as worked: an end at or before the start is on the next day (a shift crossing midnight). */
export function asWorked(start: number, end: number): Interval {
  return [start, end > start ? end : end + DAY];
}

function overlap(a: Interval, b: Interval): number {
  return Math.max(0, Math.min(a[1], b[1]) - Math.max(a[0], b[0]));
}

/** Minutes of [start, end) (end up to two days after the first midnight) between 22:00 and 06:00. */
export function nightMinutesOf(interval: Interval): number {
  let total = 0;
  // The nights touching a day and the next: ..06:00, 22:00..06:00 (+1), 22:00 (+1)..06:00 (+2).
  for (let k = 0; k <= 2; k += 1) total += overlap(interval, [k * DAY - (DAY - NIGHT_STARTS), k * DAY + NIGHT_ENDS]);
  return total;
}

/**
 * The complete in/out pairs of a day's punches, as rules.ts's workedMinutes counts them: an
 * overnight shift's punches after midnight are already past 24:00 (compute.ts), so an out before
 * its in is a wrong punch, not a next-day one, and counts nothing.
 */
export function workedIntervals(p: Punches): Interval[] {
  const out: Interval[] = [];
  const add = (a: number | null, b: number | null) => {
    if (a !== null && b !== null && b > a) out.push([a, b]);
  };
  add(p.amIn, p.amOut);
  add(p.pmIn, p.pmOut);
  if (p.amOut === null && p.pmIn === null) add(p.amIn, p.pmOut);
  return out;
}

/**
 * The windows a workday pays: the schedule's sessions, the last one open-ended when overtime was
 * authorised (rules.ts counts overtime after the schedule's end only). Time before the schedule's
 * start or in the lunch break is not paid, so it earns no differential.
 */
function paidWindows(s: ScheduleRule, overtimeAuthorized: boolean): Interval[] {
  // Open-ended after the end (an overnight shift's end is past 24:00).
  const end = overtimeAuthorized ? 2 * DAY : s.pmOut;
  if (s.isContinuous || s.amOut === null || s.pmIn === null) return [[s.amIn, end]];
  return [
    [s.amIn, s.amOut],
    [s.pmIn, end],
  ];
}

/**
 * Night minutes of one computed day:
 * - a workday (also one with a half-day leave): the worked pairs inside the schedule's paid
 *   windows (authorised overtime after the end included);
 * - a rest day or a holiday: the worked pairs when the work was authorised (as their premium
 *   minutes are), else none;
 * - leave, travel, a day without a schedule or not yet come: none.
 */
export function dayNightMinutes(
  day: Pick<DayResult, 'dayType' | 'punches'>,
  schedule: ScheduleRule | null,
  overtimeAuthorized: boolean,
): number {
  const worked = workedIntervals(day.punches);
  if (day.dayType === 'RestDay' || day.dayType === 'Holiday') {
    return overtimeAuthorized ? worked.reduce((n, w) => n + nightMinutesOf(w), 0) : 0;
  }
  if (day.dayType !== 'Workday' || schedule === null) return 0;
  let total = 0;
  for (const w of worked) {
    for (const win of paidWindows(schedule, overtimeAuthorized)) {
      const start = Math.max(w[0], win[0]);
      const end = Math.min(w[1], win[1]);
      if (end > start) total += nightMinutesOf([start, end]);
    }
  }
  return total;
}
