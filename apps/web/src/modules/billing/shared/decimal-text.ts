// Sums and differences of decimal strings ('1234.50') in exact hundredths (BigInt), so report
// comparisons never go through floats. Values are rounded half away from zero to 2 places first.
import { formatNumber } from '@ilaw/contracts/format';

function toHundredths(value: string | null | undefined): bigint {
  const text = (value ?? '0').trim().replace(/,/g, '') || '0';
  const m = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (m === null) throw new Error(`Not a decimal: ${text}`);
  const negative = m[1] === '-';
  const whole = BigInt(m[2] || '0');
  const fraction = (m[3] ?? '').padEnd(3, '0');
  let cents = whole * 100n + BigInt(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1n;
  return negative ? -cents : cents;
}

function fromHundredths(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  const text = `${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** a + b + ... as a 2-place decimal string. */
export function addDecimals(...values: (string | null | undefined)[]): string {
  return fromHundredths(values.reduce((sum, v) => sum + toHundredths(v), 0n));
}

/** a - b as a 2-place decimal string. */
export function subtractDecimals(a: string | null | undefined, b: string | null | undefined): string {
  return fromHundredths(toHundredths(a) - toHundredths(b));
}

/** A rate for print: a percentage as '12%' / '0.75%' (never a factor like '12.000000'), else to 4 places. */
export function rateText(rate: string, unit: string | null): string {
  if (unit !== 'percent') return formatNumber(rate, 4);
  const [whole = '0', fraction = ''] = rate.trim().split('.');
  const digits = fraction.replace(/0+$/, '');
  return `${whole.replace(/^(-?)0+(?=\d)/, '$1')}${digits === '' ? '' : `.${digits}`}%`;
}

/** A bill line's rate; discounts and VAT are percentages even on lines kept without a unit. */
export function lineRateText(line: { rate: string | null; unit: string | null; kind: string }): string {
  if (line.rate === null) return '';
  return rateText(line.rate, line.unit ?? (line.kind === 'charge' ? null : 'percent'));
}
