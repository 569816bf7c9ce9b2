// Leave days travel as exact decimal strings ('1.25', '0.5'): never floats. These helpers work on
// thousandths (the database keeps numeric(8, 3)) as bigints, so sums are exact in the browser too.
const DAYS_PATTERN = /^-?\d{1,5}(\.\d{1,3})?$/;

/** '1.25' -> 1250n thousandths; null when not a day count with at most 3 decimals. */
export function toThousandths(days: string): bigint | null {
  const s = days.trim();
  if (!DAYS_PATTERN.test(s)) return null;
  const negative = s.startsWith('-');
  const [whole = '0', fraction = ''] = s.replace('-', '').split('.');
  const value = BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
  return negative ? -value : value;
}

/** 1250n -> '1.25' (no trailing zeros, like the API's decimal strings). */
export function fromThousandths(value: bigint): string {
  const negative = value < 0n;
  const abs = negative ? -value : value;
  const whole = abs / 1000n;
  const fraction = (abs % 1000n).toString().padStart(3, '0').replace(/0+$/, '');
  return (negative && abs !== 0n ? '-' : '') + whole.toString() + (fraction ? `.${fraction}` : '');
}

/** Exact sum of day counts. */
export function addDays(...values: string[]): string {
  let sum = 0n;
  for (const v of values) {
    const t = toThousandths(v);
    if (t === null) throw new Error(`Not a day count: '${v}'`);
    sum += t;
  }
  return fromThousandths(sum);
}

/** Day count field: a number of days >= 0 with at most 3 decimals. */
export function isDayCount(value: string): boolean {
  const t = toThousandths(value);
  return t !== null && t >= 0n;
}

export const DAYS_MESSAGE = 'Enter a number of days (0 or more, at most 3 decimals).';
