// The cash count of a teller day by BSP denominations (DOMAIN.md 2.1: notes 1000 to 20, NGC coins
// 20 piso to 1 sentimo; the 10-sentimo is withdrawn). Computed in whole centavos: exact integers,
// never floating pesos.
import { z } from 'zod';

export const DENOMINATIONS = [
  { key: 'note-1000', label: '1,000', kind: 'note', centavos: 100_000 },
  { key: 'note-500', label: '500', kind: 'note', centavos: 50_000 },
  { key: 'note-200', label: '200', kind: 'note', centavos: 20_000 },
  { key: 'note-100', label: '100', kind: 'note', centavos: 10_000 },
  { key: 'note-50', label: '50', kind: 'note', centavos: 5_000 },
  { key: 'note-20', label: '20', kind: 'note', centavos: 2_000 },
  { key: 'coin-20', label: '20', kind: 'coin', centavos: 2_000 },
  { key: 'coin-10', label: '10', kind: 'coin', centavos: 1_000 },
  { key: 'coin-5', label: '5', kind: 'coin', centavos: 500 },
  { key: 'coin-1', label: '1', kind: 'coin', centavos: 100 },
  { key: 'coin-0.25', label: '0.25', kind: 'coin', centavos: 25 },
  { key: 'coin-0.05', label: '0.05', kind: 'coin', centavos: 5 },
  { key: 'coin-0.01', label: '0.01', kind: 'coin', centavos: 1 },
] as const;

export type DenominationKey = (typeof DENOMINATIONS)[number]['key'];
export type CashCount = Partial<Record<DenominationKey, number>>;

const pieces = z
  .number()
  .int('Enter a whole number of pieces.')
  .min(0, 'Enter a whole number of pieces.')
  .max(1_000_000);
export const cashCountSchema = z
  .object(
    Object.fromEntries(DENOMINATIONS.map((d) => [d.key, pieces.optional()])) as Record<
      DenominationKey,
      z.ZodOptional<typeof pieces>
    >,
  )
  .strict();

/** Centavos as a peso string with two places: 123456 -> '1234.56'. */
export function centavosToPesos(centavos: number): string {
  const sign = centavos < 0 ? '-' : '';
  const abs = Math.abs(centavos);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A peso string with up to two places -> centavos ('1234.5' -> 123450). */
export function pesosToCentavos(pesos: string): number {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(pesos.trim());
  if (!m) throw new Error(`Not a peso amount: ${pesos}`);
  const value = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  return m[1] === '-' ? -value : value;
}

/** The counted cash in pesos. */
export function cashCountTotal(count: CashCount): string {
  let total = 0;
  for (const d of DENOMINATIONS) total += (count[d.key] ?? 0) * d.centavos;
  return centavosToPesos(total);
}

/** Over (positive) or short (negative): cash and checks counted against what the DCR says was collected. */
export function overShort(cashTotal: string, checksTotal: string, expectedTotal: string): string {
  return centavosToPesos(pesosToCentavos(cashTotal) + pesosToCentavos(checksTotal) - pesosToCentavos(expectedTotal));
}
