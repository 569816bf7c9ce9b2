// The service request clock (DOMAIN.md 3.3: the clock starts at receipt): a type's target is
// counted either in calendar hours (no power: round the clock) or in the cooperative's working
// hours (office days, the lunch break and holidays excepted), in Asia/Manila time (UTC+8, no
// daylight saving). Pure: the caller gives the office hours and the holidays.
import { ClockBasis } from '@ilaw/contracts/msd/enums';

export interface WorkCalendar {
  /** 'HH:MM' */
  workdayStart: string;
  breakStart: string;
  breakEnd: string;
  workdayEnd: string;
  saturdayIsWorkday: boolean;
  /** Holidays, 'YYYY-MM-DD' (Manila calendar days). */
  holidays: ReadonlySet<string>;
}

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MANILA = 8 * HOUR;
/** No target is longer than a year of hours; ten years of days bounds every walk. */
const MAX_DAYS = 3660;

const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Midnight (UTC ms) of the Manila day holding `ms`. */
function manilaMidnight(ms: number): number {
  return Math.floor((ms + MANILA) / DAY) * DAY - MANILA;
}

function manilaDay(midnight: number): { date: string; weekday: number } {
  const d = new Date(midnight + MANILA);
  return { date: d.toISOString().slice(0, 10), weekday: d.getUTCDay() };
}

/** The working intervals [from, to) (UTC ms) of the Manila day starting at `midnight`. */
function workingIntervals(midnight: number, cal: WorkCalendar): [number, number][] {
  const { date, weekday } = manilaDay(midnight);
  if (weekday === 0 || (weekday === 6 && !cal.saturdayIsWorkday) || cal.holidays.has(date)) return [];
  const at = (hhmm: string) => midnight + minutes(hhmm) * 60_000;
  const parts: [number, number][] = [
    [at(cal.workdayStart), at(cal.breakStart)],
    [at(cal.breakEnd), at(cal.workdayEnd)],
  ];
  return parts.filter(([a, b]) => b > a);
}

/** When a request received at `receivedAt` is due, `targetHours` on its clock later. */
export function dueAt(receivedAt: Date, targetHours: number, basis: ClockBasis, cal: WorkCalendar): Date {
  const start = receivedAt.getTime();
  if (basis === ClockBasis.Calendar) return new Date(start + targetHours * HOUR);
  let left = targetHours * HOUR;
  let midnight = manilaMidnight(start);
  for (let i = 0; i < MAX_DAYS; i += 1, midnight += DAY) {
    for (const [a, b] of workingIntervals(midnight, cal)) {
      const from = Math.max(a, start);
      if (from >= b) continue;
      if (b - from >= left) return new Date(from + left);
      left -= b - from;
    }
  }
  throw new Error('The due time is more than ten years away; check the office hours and holidays.');
}

/** Hours on the clock from `from` to `to` (0 when `to` is not after `from`), to two decimals. */
export function elapsedHours(from: Date, to: Date, basis: ClockBasis, cal: WorkCalendar): number {
  const a0 = from.getTime();
  const b0 = to.getTime();
  if (b0 <= a0) return 0;
  if (basis === ClockBasis.Calendar) return round2((b0 - a0) / HOUR);
  let total = 0;
  let midnight = manilaMidnight(a0);
  for (let i = 0; i < MAX_DAYS && midnight < b0; i += 1, midnight += DAY) {
    for (const [a, b] of workingIntervals(midnight, cal)) {
      const lo = Math.max(a, a0);
      const hi = Math.min(b, b0);
      if (hi > lo) total += hi - lo;
    }
  }
  return round2(total / HOUR);
}

function round2(hours: number): number {
  return Math.round(hours * 100) / 100;
}

/** The Manila calendar days from `from` to `to` (inclusive), for loading holidays. */
export function manilaDateRange(from: Date, to: Date): { first: string; last: string } {
  return {
    first: manilaDay(manilaMidnight(from.getTime())).date,
    last: manilaDay(manilaMidnight(to.getTime())).date,
  };
}
