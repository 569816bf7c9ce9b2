// The bin card's arithmetic (decision 090): perpetual moving weighted average. A receipt (or a
// return at the cost charged, or a transfer in at the cost it left at) adds its amount and
// re-averages: unit cost = value / quantity to 4 places, half up. An issue goes out at the current
// average, its amount to 2 places; the last units out take the whole remaining value, so an empty
// bin is worth exactly zero. Quantities and pesos are decimal strings, never floats.
import { Decimal } from 'decimal.js';

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

export interface Balance {
  quantity: string;
  unitCost: string;
  value: string;
}

export interface Movement {
  /** 'in' adds quantity and value; 'out' takes them away at the average. */
  direction: 'in' | 'out';
  quantity: string;
  unitCost: string;
  amount: string;
  balance: Balance;
}

export const EMPTY: Balance = { quantity: '0.00', unitCost: '0.0000', value: '0.00' };

const qty = (d: Dec) => d.toFixed(2);
const cost = (d: Dec) => d.toDecimalPlaces(4, D.ROUND_HALF_UP).toFixed(4);
const pesos = (d: Dec) => d.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);

export class NotEnoughStock extends Error {
  readonly available: string;
  readonly wanted: string;
  constructor(available: string, wanted: string) {
    super(`Only ${available} on hand; ${wanted} wanted.`);
    this.available = available;
    this.wanted = wanted;
  }
}

/** Amount of a receipt line: quantity × unit cost, to centavos. */
export function lineAmount(quantity: string, unitCost: string): string {
  return pesos(new D(quantity).times(unitCost));
}

/** Stock in with its amount (receipt, return at charged cost, transfer in). */
export function receive(before: Balance, quantity: string, amount: string): Movement {
  const q = new D(quantity);
  if (q.lte(0)) throw new Error('A receipt moves a positive quantity.');
  const newQty = new D(before.quantity).plus(q);
  const newValue = new D(before.value).plus(amount);
  return {
    direction: 'in',
    quantity: qty(q),
    unitCost: cost(new D(amount).div(q)),
    amount: pesos(new D(amount)),
    balance: { quantity: qty(newQty), unitCost: cost(newValue.div(newQty)), value: pesos(newValue) },
  };
}

/** Stock out at the moving average; refuses to go below zero. */
export function issue(before: Balance, quantity: string): Movement {
  const q = new D(quantity);
  const onHand = new D(before.quantity);
  if (q.lte(0)) throw new Error('An issue moves a positive quantity.');
  if (q.gt(onHand)) throw new NotEnoughStock(qty(onHand), qty(q));
  const value = new D(before.value);
  const newQty = onHand.minus(q);
  const amount = newQty.isZero() ? value : D.min(value, q.times(before.unitCost).toDecimalPlaces(2, D.ROUND_HALF_UP));
  const newValue = value.minus(amount);
  return {
    direction: 'out',
    quantity: qty(q),
    unitCost: before.unitCost,
    amount: pesos(amount),
    balance: {
      quantity: qty(newQty),
      unitCost: newQty.isZero() ? before.unitCost : cost(newValue.div(newQty)),
      value: pesos(newValue),
    },
  };
}

/**
 * Stock out at a given amount: a reversal takes back exactly what its document brought in (a
 * receipt's amount, a return's), then re-averages what remains.
 */
export function takeOut(before: Balance, quantity: string, amount: string): Movement {
  const q = new D(quantity);
  const onHand = new D(before.quantity);
  if (q.gt(onHand)) throw new NotEnoughStock(qty(onHand), qty(q));
  const value = new D(before.value);
  const newQty = onHand.minus(q);
  const taken = newQty.isZero() ? value : D.min(value, new D(amount));
  const newValue = value.minus(taken);
  return {
    direction: 'out',
    quantity: qty(q),
    unitCost: cost(q.isZero() ? new D(0) : taken.div(q)),
    amount: pesos(taken),
    balance: {
      quantity: qty(newQty),
      unitCost: newQty.isZero() ? before.unitCost : cost(newValue.div(newQty)),
      value: pesos(newValue),
    },
  };
}

export interface ReceiptLine {
  quantity: string;
  unitPrice: string;
}

/**
 * Landed cost of a receiving report's lines: the price net of input VAT (VAT-inclusive prices
 * divided by 1.12), plus the freight shared by line amount, the last line taking what rounding
 * leaves. Answers each line's amount (2 places).
 */
export function receiptAmounts(
  lines: readonly ReceiptLine[],
  vatType: 'Inclusive' | 'Exclusive' | 'Exempt',
  freight: string,
): string[] {
  const net = lines.map((l) => {
    const gross = new D(l.quantity).times(l.unitPrice);
    return (vatType === 'Inclusive' ? gross.div('1.12') : gross).toDecimalPlaces(2, D.ROUND_HALF_UP);
  });
  const total = net.reduce((a, b) => a.plus(b), new D(0));
  const f = new D(freight);
  let shared = new D(0);
  return net.map((n, i) => {
    const share =
      i === net.length - 1
        ? f.minus(shared)
        : total.isZero()
          ? new D(0)
          : f.times(n).div(total).toDecimalPlaces(2, D.ROUND_HALF_UP);
    shared = shared.plus(share);
    return pesos(n.plus(share));
  });
}

/** Adds decimal strings (totals of a bin card's columns). */
export function sum(values: readonly string[], places = 2): string {
  return values.reduce((a, v) => a.plus(v), new D(0)).toFixed(places);
}
