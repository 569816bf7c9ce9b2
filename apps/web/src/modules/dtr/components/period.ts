// Periods of the DTR screens as plain 'YYYY-MM-DD' strings (no time zone games): a whole month,
// or its first (1-15) and second (16-end) half, the way payroll cuts them. Plain .ts so Node
// tests can import it.
import { MONTH_NAMES } from '@ilaw/contracts/format';

export interface Period {
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days in a month (month 1-12). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** 'YYYY-MM' of a 'YYYY-MM-DD'. */
export function monthOf(date: string): string {
  return date.slice(0, 7);
}

/** The whole month of 'YYYY-MM'. */
export function monthPeriod(month: string): Period {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return { from: `${month}-01`, to: `${month}-${pad(daysInMonth(y, m))}` };
}

export type PeriodPart = 'month' | 'first-half' | 'second-half';

/** A part of the month of 'YYYY-MM'. */
export function periodOf(month: string, part: PeriodPart): Period {
  const whole = monthPeriod(month);
  if (part === 'first-half') return { from: whole.from, to: `${month}-15` };
  if (part === 'second-half') return { from: `${month}-16`, to: whole.to };
  return whole;
}

/** Which part of a month a period is, or null when it is some other span. */
export function partOf(period: Period): PeriodPart | null {
  const month = monthOf(period.from);
  if (monthOf(period.to) !== month) return null;
  for (const part of ['month', 'first-half', 'second-half'] as const) {
    const p = periodOf(month, part);
    if (p.from === period.from && p.to === period.to) return part;
  }
  return null;
}

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;

export function isIsoDate(value: string | null | undefined): value is string {
  return typeof value === 'string' && ISO_DATE.test(value);
}

/** The period of a URL query (from/to), or the current month when absent or malformed. */
export function periodFromQuery(from: string | null, to: string | null, today: string): Period {
  if (isIsoDate(from) && isIsoDate(to) && from <= to) return { from, to };
  return monthPeriod(monthOf(today));
}

/** Months 'YYYY-MM' from one to another, inclusive (at most `limit`). */
export function monthsBetween(fromMonth: string, toMonth: string, limit = 24): string[] {
  const out: string[] = [];
  let [y, m] = fromMonth.split('-').map(Number) as [number, number];
  const end = toMonth;
  while (out.length < limit) {
    const current = `${y}-${pad(m)}`;
    if (current > end) break;
    out.push(current);
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** Every date of a period, in order. */
export function datesOf(period: Period): string[] {
  const out: string[] = [];
  const end = Date.parse(`${period.to}T00:00:00Z`);
  for (let t = Date.parse(`${period.from}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** 'November 2026', 'November 1-15, 2026', or 'Oct 28, 2026 - Nov 03, 2026' style for other spans. */
export function periodLabel(period: Period): string {
  const [fy, fm, fd] = period.from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = period.to.split('-').map(Number) as [number, number, number];
  const name = MONTH_NAMES[fm - 1]!;
  if (partOf(period) === 'month') return `${name} ${fy}`;
  if (fy === ty && fm === tm) return `${name} ${fd}-${td}, ${fy}`;
  return `${MONTH_NAMES[fm - 1]!.slice(0, 3)} ${pad(fd)}, ${fy} - ${MONTH_NAMES[tm - 1]!.slice(0, 3)} ${pad(td)}, ${ty}`;
}

/** Minutes as 'H:MM' (tardiness and undertime), '-' for none. */
export function minutesLabel(minutes: number): string {
  if (minutes <= 0) return '-';
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)}`;
}

/** Three-letter weekday of a date. */
export function weekdayOf(date: string): string {
  return ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${date}T00:00:00Z`).getUTCDay()]!;
}
