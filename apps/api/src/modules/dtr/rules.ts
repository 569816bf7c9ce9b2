// The daily time record rules, as pure functions: which logs become AM/PM in and out ('Arrange'),
// and what a day counts as (tardiness, undertime, absence, overtime, rest day, holiday, leave,
// travel). Written down in docs/decisions/020-dtr-computation-rules.md; tested as tables of cases
// in rules.test.ts. Times are minutes after midnight, Manila wall clock.

export interface ScheduleRule {
  isContinuous: boolean;
  amIn: number;
  amOut: number | null;
  pmIn: number | null;
  /** Past 24:00 (e.g. 1800 = 06:00 the next day) for an overnight shift: see `scheduleRule`. */
  pmOut: number;
  graceMinutes: number;
  /** ISO weekdays as digits, '12345' = Monday to Friday. */
  workingDays: string;
}

export interface Punches {
  amIn: number | null;
  amOut: number | null;
  pmIn: number | null;
  pmOut: number | null;
}

export type DayType = 'Workday' | 'RestDay' | 'Holiday' | 'Leave' | 'Travel' | 'NoSchedule' | 'Future';
export type AbsentDays = '0' | '0.5' | '1';

export interface DayInput {
  date: string;
  /** Manila today; days after it are not counted yet. */
  today: string;
  schedule: ScheduleRule | null;
  holiday: { name: string; kind: 'Regular' | 'SpecialNonWorking' } | null;
  /** Approved leave; `halfDay` for a one-day application of 0.5 day (which half is not recorded). */
  leave: { name: string; halfDay?: boolean } | null;
  travel: boolean;
  /** Log times of the day, any order, duplicates allowed. */
  logs: number[];
  /** Manual punches: a key present overrides the log (null clears it). */
  manual: Partial<Punches>;
  overtimeAuthorized: boolean;
}

export interface DayResult {
  dayType: DayType;
  logPunches: Punches;
  punches: Punches;
  tardyMinutes: number;
  undertimeMinutes: number;
  overtimeMinutes: number;
  absentDays: AbsentDays;
  remarks: string[];
}

/** Two punches this close are one (a double punch); the first is kept. */
export const DOUBLE_PUNCH_MINUTES = 2;

/** Used to arrange logs of a day when the employee has no schedule. */
export const FALLBACK_SCHEDULE: ScheduleRule = {
  isContinuous: false,
  amIn: 8 * 60,
  amOut: 12 * 60,
  pmIn: 13 * 60,
  pmOut: 17 * 60,
  graceMinutes: 0,
  workingDays: '12345',
};

const NO_PUNCHES: Punches = { amIn: null, amOut: null, pmIn: null, pmOut: null };

export function toMinutes(time: string | null | undefined): number | null {
  if (time === null || time === undefined || time === '') return null;
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!m) throw new Error(`Not a time: ${time}`);
  return Number(m[1]) * 60 + Number(m[2]);
}

export const DAY_MINUTES = 24 * 60;

/** 'HH:MM' of the wall clock: minutes past 24:00 (the next morning of an overnight shift) wrap. */
export function toTime(minutes: number | null): string | null {
  if (minutes === null) return null;
  const m = ((minutes % DAY_MINUTES) + DAY_MINUTES) % DAY_MINUTES;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/**
 * A schedule as the rules count it: a continuous shift whose time out is at or before its time in
 * ends the next day (22:00-06:00), so its end is kept past 24:00 (06:00 = 1800) and the day's
 * punches after midnight are too. The day belongs to the shift's start date (decision 020).
 */
export function scheduleRule(s: Omit<ScheduleRule, 'pmOut'> & { pmOut: number }): ScheduleRule {
  const overnight = (s.isContinuous || s.amOut === null || s.pmIn === null) && s.pmOut <= s.amIn;
  return { ...s, pmOut: overnight ? s.pmOut + DAY_MINUTES : s.pmOut };
}

export function isOvernight(s: ScheduleRule): boolean {
  return s.pmOut > DAY_MINUTES;
}

/**
 * For an overnight shift: a log of the next date before this wall-clock time belongs to the shift
 * (the middle of the hours off duty, 14:00 for 22:00-06:00); later ones start the next day's.
 */
export function nextMorningBoundary(s: ScheduleRule): number {
  return Math.round((s.pmOut - DAY_MINUTES + s.amIn) / 2);
}

/**
 * Which day a log counts to: a log before the boundary on a date whose previous date has an
 * overnight shift is that shift's end (minutes past 24:00 of the previous date); any other log is
 * its own date's.
 */
export function logDay(
  date: string,
  minutes: number,
  previous: { date: string; schedule: ScheduleRule | null },
): { date: string; minutes: number } {
  const s = previous.schedule;
  if (s !== null && isOvernight(s) && minutes < nextMorningBoundary(s))
    return { date: previous.date, minutes: minutes + DAY_MINUTES };
  return { date, minutes };
}

/** A manual punch of an overnight day given as a wall-clock time: after midnight is the next morning. */
export function manualOnShift(s: ScheduleRule | null, minutes: number | null): number | null {
  if (minutes === null || s === null || !isOvernight(s)) return minutes;
  return minutes < nextMorningBoundary(s) ? minutes + DAY_MINUTES : minutes;
}

/** ISO weekday (Monday 1 .. Sunday 7) of a 'YYYY-MM-DD' calendar date. */
export function isoWeekday(date: string): number {
  const d = new Date(`${date}T00:00:00Z`).getUTCDay();
  return d === 0 ? 7 : d;
}

export function dedupePunches(logs: readonly number[]): number[] {
  const sorted = [...logs].sort((a, b) => a - b);
  const kept: number[] = [];
  for (const t of sorted) {
    const last = kept[kept.length - 1];
    if (last !== undefined && t - last <= DOUBLE_PUNCH_MINUTES) continue;
    kept.push(t);
  }
  return kept;
}

/** One session's punches: first and last when two or more; a lone punch is an in before the session's midpoint, an out after. */
function pair(punches: number[], start: number, end: number): [number | null, number | null] {
  if (punches.length === 0) return [null, null];
  if (punches.length === 1) {
    const only = punches[0]!;
    return only < (start + end) / 2 ? [only, null] : [null, only];
  }
  return [punches[0]!, punches[punches.length - 1]!];
}

/** 'Arrange': chooses AM/PM in and out from a day's logs under a schedule. */
export function arrangePunches(logs: readonly number[], schedule: ScheduleRule): Punches {
  const punches = dedupePunches(logs);
  if (schedule.isContinuous || schedule.amOut === null || schedule.pmIn === null) {
    const [inAt, outAt] = pair(punches, schedule.amIn, schedule.pmOut);
    return { amIn: inAt, amOut: null, pmIn: null, pmOut: outAt };
  }
  const cutoff = (schedule.amOut + schedule.pmIn) / 2;
  const [amIn, amOut] = pair(
    punches.filter((p) => p < cutoff),
    schedule.amIn,
    schedule.amOut,
  );
  const [pmIn, pmOut] = pair(
    punches.filter((p) => p >= cutoff),
    schedule.pmIn,
    schedule.pmOut,
  );
  return { amIn, amOut, pmIn, pmOut };
}

function effective(log: Punches, manual: Partial<Punches>): Punches {
  return {
    amIn: 'amIn' in manual ? (manual.amIn ?? null) : log.amIn,
    amOut: 'amOut' in manual ? (manual.amOut ?? null) : log.amOut,
    pmIn: 'pmIn' in manual ? (manual.pmIn ?? null) : log.pmIn,
    pmOut: 'pmOut' in manual ? (manual.pmOut ?? null) : log.pmOut,
  };
}

/** Minutes worked in complete in/out pairs (rest days and holidays count these as overtime). */
export function workedMinutes(p: Punches): number {
  let total = 0;
  if (p.amIn !== null && p.amOut !== null && p.amOut > p.amIn) total += p.amOut - p.amIn;
  if (p.pmIn !== null && p.pmOut !== null && p.pmOut > p.pmIn) total += p.pmOut - p.pmIn;
  if (p.amIn !== null && p.amOut === null && p.pmIn === null && p.pmOut !== null && p.pmOut > p.amIn) {
    total += p.pmOut - p.amIn;
  }
  return total;
}

export function computeDay(input: DayInput): DayResult {
  const arrangeBy = input.schedule ?? FALLBACK_SCHEDULE;
  const logPunches = input.logs.length > 0 ? arrangePunches(input.logs, arrangeBy) : { ...NO_PUNCHES };
  const punches = effective(logPunches, input.manual);
  const result: DayResult = {
    dayType: 'Workday',
    logPunches,
    punches,
    tardyMinutes: 0,
    undertimeMinutes: 0,
    overtimeMinutes: 0,
    absentDays: '0',
    remarks: [],
  };
  const s = input.schedule;
  if (!s) {
    result.dayType = 'NoSchedule';
    result.remarks.push('No work schedule');
    return result;
  }
  if (input.holiday) {
    result.dayType = 'Holiday';
    result.remarks.push(input.holiday.name);
    if (input.overtimeAuthorized) result.overtimeMinutes = workedMinutes(punches);
    return result;
  }
  if (!s.workingDays.includes(String(isoWeekday(input.date)))) {
    result.dayType = 'RestDay';
    result.remarks.push('Rest day');
    if (input.overtimeAuthorized) result.overtimeMinutes = workedMinutes(punches);
    return result;
  }
  if (input.travel) {
    result.dayType = 'Travel';
    result.remarks.push('Travel');
    return result;
  }
  if (input.leave && input.leave.halfDay !== true) {
    result.dayType = 'Leave';
    result.remarks.push(input.leave.name);
    return result;
  }
  if (input.date > input.today) {
    result.dayType = 'Future';
    return result;
  }

  // A half-day leave covers one missing half: the day is a workday with at most half a day absent.
  const halfDayLeave = input.leave?.halfDay === true ? input.leave.name : null;
  const late = (punch: number, start: number) => (punch > start + s.graceMinutes ? punch - start : 0);
  const early = (punch: number, end: number) => (punch < end ? end - punch : 0);

  if (s.isContinuous || s.amOut === null || s.pmIn === null) {
    const { amIn, pmOut } = punches;
    if (halfDayLeave !== null) {
      // A shift has no halves to measure against: worked at all is the other half; none is half absent.
      result.remarks.push(`${halfDayLeave} (half day)`);
      if (amIn === null && pmOut === null) {
        result.absentDays = '0.5';
        result.remarks.push('Absent half day');
      }
      return result;
    }
    if (amIn === null && pmOut === null) {
      result.absentDays = '1';
      result.remarks.push('Absent');
      return result;
    }
    if (amIn === null || pmOut === null) {
      result.absentDays = '1';
      result.remarks.push(amIn === null ? 'No time in' : 'No time out');
      return result;
    }
    result.tardyMinutes = late(amIn, s.amIn);
    result.undertimeMinutes = early(pmOut, s.pmOut);
    if (input.overtimeAuthorized && pmOut > s.pmOut) result.overtimeMinutes = pmOut - s.pmOut;
    return result;
  }

  let absentHalves = 0;
  const sessions: [label: 'AM' | 'PM', inAt: number | null, outAt: number | null, start: number, end: number][] = [
    ['AM', punches.amIn, punches.amOut, s.amIn, s.amOut],
    ['PM', punches.pmIn, punches.pmOut, s.pmIn, s.pmOut],
  ];
  for (const [label, inAt, outAt, start, end] of sessions) {
    if (inAt === null || outAt === null) {
      absentHalves += 1;
      if (inAt === null && outAt === null) result.remarks.push(`Absent ${label}`);
      else result.remarks.push(inAt === null ? `No ${label} in` : `No ${label} out`);
      continue;
    }
    result.tardyMinutes += late(inAt, start);
    result.undertimeMinutes += early(outAt, end);
    if (label === 'PM' && input.overtimeAuthorized && outAt > end) result.overtimeMinutes = outAt - end;
  }
  if (halfDayLeave !== null) {
    if (absentHalves > 0) {
      // The leave covers the first missing half: its remark goes, the leave's takes its place.
      absentHalves -= 1;
      result.remarks.shift();
    }
    result.remarks.unshift(`${halfDayLeave} (half day)`);
    result.absentDays = absentHalves === 0 ? '0' : '0.5';
    return result;
  }
  result.absentDays = absentHalves === 0 ? '0' : absentHalves === 1 ? '0.5' : '1';
  if (absentHalves === 2 && result.remarks.every((r) => r.startsWith('Absent'))) result.remarks = ['Absent'];
  return result;
}
