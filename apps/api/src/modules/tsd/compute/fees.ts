// Transformer application fees (decision 081): each item's amount = quantity × unit price; its
// EVAT = amount × the item's VAT rate, rounded half up to the centavo per line; the bill is the sum
// of both. Pesos are decimals, never floats.
import type { FeeItem } from '@ilaw/contracts/tsd/enums';
import { Decimal } from 'decimal.js';

export interface FeePrice {
  unitPrice: string;
  vatRate: string;
}

export interface PricedLine {
  item: FeeItem;
  quantity: number;
  unitPrice: string;
  amount: string;
  evat: string;
}

export function priceFees(
  requested: readonly { item: FeeItem; quantity: number }[],
  prices: ReadonlyMap<FeeItem, FeePrice>,
): { lines: PricedLine[]; missing: number[]; total: string } {
  const lines: PricedLine[] = [];
  const missing: number[] = [];
  let total = new Decimal(0);
  requested.forEach((r, i) => {
    const p = prices.get(r.item);
    if (!p) {
      missing.push(i);
      return;
    }
    const amount = new Decimal(p.unitPrice).times(r.quantity).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    const evat = amount.times(p.vatRate).dividedBy(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
    total = total.plus(amount).plus(evat);
    lines.push({
      item: r.item,
      quantity: r.quantity,
      unitPrice: p.unitPrice,
      amount: amount.toFixed(2),
      evat: evat.toFixed(2),
    });
  });
  return { lines, missing, total: total.toFixed(2) };
}

/** The total of stored lines (amount + EVAT). */
export function feesTotal(lines: readonly { amount: string; evat: string }[]): string {
  return lines.reduce((s, l) => s.plus(l.amount).plus(l.evat), new Decimal(0)).toFixed(2);
}
