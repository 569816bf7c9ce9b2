// Money in payroll: decimal.js, never a float. Pesos round half away from zero to 2 places
// (DECISIONS.md); rates keep up to 6 places.
import { Decimal } from 'decimal.js';

export type DecimalLike = Decimal | string | number;

export const D = (v: DecimalLike): Decimal => new Decimal(v);
export const ZERO = new Decimal(0);

/** Pesos: 2 places, half away from zero. */
export function peso(v: DecimalLike): Decimal {
  return D(v).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}

/** A rate kept to 6 places (the daily rate of a monthly salary). */
export function rate6(v: DecimalLike): Decimal {
  return D(v).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
}

/** '1234.5' -> '1234.50' (the wire and database form). */
export function money(v: DecimalLike): string {
  return peso(v).toFixed(2);
}

/** '1,234.50' for explanations. */
export function shown(v: DecimalLike, places = 2): string {
  const fixed = D(v).toFixed(places, Decimal.ROUND_HALF_UP);
  const [whole = '0', fraction] = fixed.split('.');
  const negative = whole.startsWith('-');
  const digits = negative ? whole.slice(1) : whole;
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `.${fraction}`}`;
}

/** A rate as a percentage for explanations: 0.05 -> '5%'. */
export function percent(v: DecimalLike): string {
  return `${D(v).times(100).toDecimalPlaces(4).toString()}%`;
}
