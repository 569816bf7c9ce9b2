// Pesos in the collection rules: decimal.js, half away from zero to centavos (DECISIONS.md).
import { Decimal } from 'decimal.js';

export const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Dec = InstanceType<typeof D>;

export const pesos = (v: string | number | Dec): Dec => new D(v).toDecimalPlaces(2, D.ROUND_HALF_UP);
export const money = (v: Dec): string => v.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
export const ZERO = new D(0);
