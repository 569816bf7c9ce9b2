// Display formatting of SPEC.md section 9: en-PH numbers with 2 decimals, '-' for empty values,
// pesos, and dates in the cooperative's time zone. Money arrives as decimal strings; it is rounded
// and grouped as text so no float ever touches an amount.

export const BUSINESS_TIME_ZONE = 'Asia/Manila';
export const DEFAULT_DATE_FORMAT = 'MMM DD, YYYY';
export const EMPTY = '-';

type Amount = string | number | bigint | null | undefined;

interface Decimal {
  negative: boolean;
  whole: string;
  fraction: string;
}

/** Splits a plain decimal ('-1234.5', '+0.125', '12') into parts; null when it is not one. */
function parseDecimal(value: Amount): Decimal | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // toString gives the shortest exact representation; large or tiny numbers use exponents.
    text = Math.abs(value) >= 1e21 || (value !== 0 && Math.abs(value) < 1e-6) ? value.toFixed(20) : String(value);
  } else {
    text = String(value).trim().replace(/,/g, '');
  }
  const m = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (m === null || ((m[2] ?? '') === '' && (m[3] ?? '') === '')) return null;
  return { negative: m[1] === '-', whole: (m[2] ?? '').replace(/^0+(?=\d)/, '') || '0', fraction: m[3] ?? '' };
}

/** Adds one to a string of digits ('999' -> '1000'). */
function incrementDigits(digits: string): string {
  const out = digits.split('');
  for (let i = out.length - 1; i >= 0; i--) {
    if (out[i] === '9') out[i] = '0';
    else {
      out[i] = String(Number(out[i]) + 1);
      return out.join('');
    }
  }
  return '1' + out.join('');
}

/** Rounds half away from zero (DECISIONS.md) to `decimals` places. */
function roundDecimal(d: Decimal, decimals: number): Decimal {
  const padded = d.fraction.padEnd(decimals + 1, '0');
  const kept = padded.slice(0, decimals);
  const roundUp = Number(padded[decimals]) >= 5;
  if (!roundUp) return { ...d, fraction: kept };
  const bumped = incrementDigits(d.whole + kept);
  const cut = bumped.length - decimals;
  return { ...d, whole: bumped.slice(0, cut) || '0', fraction: bumped.slice(cut) };
}

function isZero(d: Decimal): boolean {
  return /^0*$/.test(d.whole) && /^0*$/.test(d.fraction);
}

function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

function render(d: Decimal, decimals: number, prefix = ''): string {
  const r = roundDecimal(d, decimals);
  const body = groupThousands(r.whole) + (decimals > 0 ? '.' + r.fraction : '');
  return (r.negative && !isZero(r) ? '-' : '') + prefix + body;
}

/** en-PH number with `decimals` places (default 2); '-' when empty or not a number. */
export function formatNumber(value: Amount, decimals = 2): string {
  const d = parseDecimal(value);
  return d === null ? EMPTY : render(d, decimals);
}

/** A count in words: '1 line', '50,000 lines', '0 employees' (grouped, singular for one). */
export function formatCount(count: number, noun: string, plural = `${noun}s`): string {
  return `${formatNumber(count, 0)} ${count === 1 ? noun : plural}`;
}

/** Thousand-separated with `decimals` places (default 2); zero and empty show '-'. */
export function formatThousands(value: Amount, decimals = 2): string {
  const d = parseDecimal(value);
  if (d === null) return EMPTY;
  const r = roundDecimal(d, decimals);
  return isZero(r) ? EMPTY : render(d, decimals);
}

/** Philippine peso amount: '₱1,234.50', '-₱12.00'; '-' when empty. */
export function formatPeso(value: Amount, decimals = 2): string {
  const d = parseDecimal(value);
  return d === null ? EMPTY : render(d, decimals, '₱');
}

/** Month names in the cooperative's English, January first. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

interface DateParts {
  year: number;
  month: number; // 1-12
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number; // 0 = Sunday
}

const manilaParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
  weekday: 'short',
});
const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar and clock in Asia/Manila of an instant. */
function partsInManila(date: Date): DateParts {
  const p: Record<string, string> = {};
  for (const part of manilaParts.formatToParts(date)) p[part.type] = part.value;
  return {
    year: Number(p['year']),
    month: Number(p['month']),
    day: Number(p['day']),
    hour: Number(p['hour']) % 24,
    minute: Number(p['minute']),
    second: Number(p['second']),
    weekday: SHORT_WEEKDAYS.indexOf(p['weekday'] ?? ''),
  };
}

/**
 * A business date 'YYYY-MM-DD' is a calendar day and is shown as is; a timestamp (ISO text with
 * a time, a Date, or epoch milliseconds) is shown as the day and time in Asia/Manila.
 */
function toParts(value: string | number | Date): DateParts | null {
  if (typeof value === 'string') {
    const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
    if (m !== null) {
      const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
      const check = new Date(Date.UTC(year, month - 1, day));
      if (check.getUTCMonth() !== month - 1) return null;
      return { year, month, day, hour: 0, minute: 0, second: 0, weekday: check.getUTCDay() };
    }
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : partsInManila(date);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TOKENS: Record<string, (p: DateParts) => string> = {
  YYYY: (p) => pad(p.year, 4),
  YY: (p) => pad(p.year % 100),
  MMMM: (p) => MONTH_NAMES[p.month - 1] ?? '',
  MMM: (p) => (MONTH_NAMES[p.month - 1] ?? '').slice(0, 3),
  MM: (p) => pad(p.month),
  M: (p) => String(p.month),
  DD: (p) => pad(p.day),
  D: (p) => String(p.day),
  dddd: (p) => WEEKDAYS[p.weekday] ?? '',
  ddd: (p) => (WEEKDAYS[p.weekday] ?? '').slice(0, 3),
  HH: (p) => pad(p.hour),
  H: (p) => String(p.hour),
  hh: (p) => pad(p.hour % 12 === 0 ? 12 : p.hour % 12),
  h: (p) => String(p.hour % 12 === 0 ? 12 : p.hour % 12),
  mm: (p) => pad(p.minute),
  ss: (p) => pad(p.second),
  A: (p) => (p.hour < 12 ? 'AM' : 'PM'),
  a: (p) => (p.hour < 12 ? 'am' : 'pm'),
};
// Longest tokens first; text in [brackets] is copied as is.
const TOKEN_PATTERN = /\[([^\]]*)]|YYYY|YY|MMMM|MMM|MM|M|DD|D|dddd|ddd|HH|H|hh|h|mm|ss|A|a/g;

/** Formats with dayjs-style tokens (default 'MMM DD, YYYY'); '-' when empty or invalid. */
export function formatDate(value: string | number | Date | null | undefined, format = DEFAULT_DATE_FORMAT): string {
  if (value === null || value === undefined || value === '') return EMPTY;
  const parts = toParts(value);
  if (parts === null) return EMPTY;
  return format.replace(TOKEN_PATTERN, (token, literal: string | undefined) =>
    literal !== undefined ? literal : (TOKENS[token]?.(parts) ?? token),
  );
}

/** Date and time in Asia/Manila, e.g. 'Mar 05, 2026 02:30 PM'. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  return formatDate(value, 'MMM DD, YYYY hh:mm A');
}

/** Today's calendar day in Asia/Manila as 'YYYY-MM-DD' (for the "not in the future" rule). */
export function todayInManila(now: Date = new Date()): string {
  const p = partsInManila(now);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}
