// VAT of a non-power bill, line by line (docs/decisions/118). Each line's amount is VAT-inclusive at
// the line's own rate (its type's by default; a deposit, not a sale, is 0 %):
// - rate 0: the whole line is VAT-exempt;
// - else VATable sales = amount x 100 / (100 + rate), rounded half away from zero to the centavo,
//   and VAT = amount - VATable sales (so the two add up to the line exactly).
// A bill's figures are the sums of its lines' (never the rate applied to the bill's total). A line
// priced VAT-exclusive (net + round(net x rate / 100), technical services' fees) gives its net and
// VAT back exactly: the rounding moves the inclusive amount by less than half a centavo.
import { D, money, pesos, ZERO, type Dec } from './money.ts';

export interface NonPowerLineVatInput {
  amount: string;
  vatPercent: string;
}

export interface NonPowerVat {
  vatableSales: string;
  vat: string;
  exempt: string;
}

function split(line: NonPowerLineVatInput): { vatable: Dec; vat: Dec; exempt: Dec } {
  const amount = new D(line.amount);
  const rate = new D(line.vatPercent);
  if (rate.lte(0)) return { vatable: ZERO, vat: ZERO, exempt: amount };
  const vatable = pesos(amount.times(100).dividedBy(rate.plus(100)));
  return { vatable, vat: amount.minus(vatable), exempt: ZERO };
}

/** One line's VATable sales, VAT and exempt part. */
export function nonPowerLineVat(line: NonPowerLineVatInput): NonPowerVat {
  const s = split(line);
  return { vatableSales: money(s.vatable), vat: money(s.vat), exempt: money(s.exempt) };
}

/** A bill's (or several bills') figures: the sums of the lines'. */
export function nonPowerVat(lines: readonly NonPowerLineVatInput[]): NonPowerVat {
  let vatable = ZERO;
  let vat = ZERO;
  let exempt = ZERO;
  for (const l of lines) {
    const s = split(l);
    vatable = vatable.plus(s.vatable);
    vat = vat.plus(s.vat);
    exempt = exempt.plus(s.exempt);
  }
  return { vatableSales: money(vatable), vat: money(vat), exempt: money(exempt) };
}
