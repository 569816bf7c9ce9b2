// The bill of one consumer for one month, computed from the reading and the month's rates
// (docs/decisions/040-billing-rates-and-computation.md). Pure: decimal strings in, decimal
// strings out, decimal.js in between; no database, no floats.
import { Decimal } from 'decimal.js';

export type ConsumerClass = 'R' | 'C' | 'I' | 'P' | 'S' | 'L';
export type RateUnit = 'kWh' | 'customer' | 'meter' | 'kW' | 'percent';

export interface RateComponentInput {
  code: string;
  name: string;
  unit: RateUnit;
  /** Pesos per unit with up to 6 places; for 'percent', the percentage (e.g. '0.75' = 0.75%). */
  rate: string;
  vatable: boolean;
  /** Lifeline and senior-citizen discounts apply to this component. */
  discountable: boolean;
  /** Paid by everyone except consumers who receive the lifeline discount. */
  lifelineSubsidy: boolean;
}

export interface LifelineTier {
  minKwh: string;
  maxKwh: string;
  discountPercent: string;
}

export interface BillInput {
  consumerClass: ConsumerClass;
  isLifeliner: boolean;
  isSeniorCitizen: boolean;
  previousReading: string;
  presentReading: string;
  multiplier: string;
  /** Meter change: the old meter's last reading and the new meter's first reading. */
  oldMeterFinal?: string | null;
  newMeterInitial?: string | null;
  demandKw?: string | null;
  components: readonly RateComponentInput[];
  lifelineTiers: readonly LifelineTier[];
  seniorDiscountPercent: string;
  seniorMaxKwh: string;
  vatPercent: string;
}

export type LineKind = 'charge' | 'discount' | 'vat';

export interface BillLine {
  seq: number;
  code: string;
  description: string;
  kind: LineKind;
  quantity: string | null;
  rate: string | null;
  /** What the rate is per: a discount's and VAT's rate is a percentage. */
  unit: RateUnit;
  amount: string;
}

export interface ComputedBill {
  kwh: string;
  lines: BillLine[];
  total: string;
}

const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
type Dec = InstanceType<typeof D>;

/** Pesos: half away from zero to centavos (ROUND_HALF_UP in decimal.js rounds away from zero). */
export function peso(value: Dec): Dec {
  return value.toDecimalPlaces(2, D.ROUND_HALF_UP);
}

// A month's rate components are shared by every bill of a bulk run: parse each rate once.
const parsedRates = new WeakMap<RateComponentInput, { source: string; rate: Dec; text: string }>();
function rateOf(c: RateComponentInput): { rate: Dec; text: string } {
  let r = parsedRates.get(c);
  if (r === undefined || r.source !== c.rate) {
    const rate = new D(c.rate);
    r = { source: c.rate, rate, text: rate.toFixed(6) };
    parsedRates.set(c, r);
  }
  return r;
}

export class BillComputationError extends Error {}

/**
 * kWh = (present - previous) x multiplier. With a meter change the old meter's consumption
 * (old final - previous) and the new meter's (present - new initial) are added.
 */
export function consumption(
  input: Pick<BillInput, 'previousReading' | 'presentReading' | 'multiplier' | 'oldMeterFinal' | 'newMeterInitial'>,
): Dec {
  const multiplier = new D(input.multiplier);
  const previous = new D(input.previousReading);
  const present = new D(input.presentReading);
  let registered: Dec;
  if (input.newMeterInitial != null && input.newMeterInitial !== '') {
    const oldFinal = new D(
      input.oldMeterFinal != null && input.oldMeterFinal !== '' ? input.oldMeterFinal : input.previousReading,
    );
    if (oldFinal.lt(previous))
      throw new BillComputationError('The old meter’s final reading is below its previous reading.');
    const newInitial = new D(input.newMeterInitial);
    if (present.lt(newInitial))
      throw new BillComputationError('The present reading is below the new meter’s initial reading.');
    registered = oldFinal.minus(previous).plus(present.minus(newInitial));
  } else {
    if (present.lt(previous)) throw new BillComputationError('The present reading is below the previous reading.');
    registered = present.minus(previous);
  }
  return registered.times(multiplier).toDecimalPlaces(2, D.ROUND_HALF_UP);
}

/** The lifeline tier percentage for this kWh, or 0 when none applies. */
export function lifelinePercent(kwh: Dec, tiers: readonly LifelineTier[]): Dec {
  for (const tier of tiers) {
    if (kwh.gte(tier.minKwh) && kwh.lte(tier.maxKwh)) return new D(tier.discountPercent);
  }
  return new D(0);
}

export function computeBill(input: BillInput): ComputedBill {
  const kwh = consumption(input);
  const demand = new D(input.demandKw ?? 0);
  const residential = input.consumerClass === 'R';
  const lifelinePct = residential && input.isLifeliner ? lifelinePercent(kwh, input.lifelineTiers) : new D(0);
  const getsLifeline = lifelinePct.gt(0);
  const seniorPct =
    !getsLifeline && residential && input.isSeniorCitizen && kwh.lte(input.seniorMaxKwh) && kwh.gt(0)
      ? new D(input.seniorDiscountPercent)
      : new D(0);
  const vatPercent = new D(input.vatPercent);
  const vatRate = vatPercent.div(100);
  const vatPercentText = vatPercent.toFixed(6);

  const lines: BillLine[] = [];
  let total = new D(0);
  const push = (line: Omit<BillLine, 'seq' | 'amount'>, amount: Dec) => {
    total = total.plus(amount);
    lines.push({ seq: lines.length + 1, ...line, amount: amount.toFixed(2) });
  };

  // 1. Charges. Percent components apply to the sum of the non-percent charges before them.
  const charged: { component: RateComponentInput; amount: Dec }[] = [];
  let base = new D(0);
  for (const c of input.components) {
    if (c.lifelineSubsidy && getsLifeline) continue;
    const { rate, text: rateText } = rateOf(c);
    let quantity: Dec;
    let amount: Dec;
    if (c.unit === 'kWh') {
      quantity = kwh;
      amount = peso(kwh.times(rate));
    } else if (c.unit === 'kW') {
      quantity = demand;
      amount = peso(demand.times(rate));
    } else if (c.unit === 'customer' || c.unit === 'meter') {
      quantity = new D(1);
      amount = peso(rate);
    } else {
      quantity = base;
      amount = peso(base.times(rate).div(100));
    }
    if (c.unit !== 'percent') base = base.plus(amount);
    charged.push({ component: c, amount });
    push(
      {
        code: c.code,
        description: c.name,
        kind: 'charge',
        quantity: c.unit === 'percent' ? quantity.toFixed(2) : quantity.toFixed(3),
        rate: rateText,
        unit: c.unit,
      },
      amount,
    );
  }

  // 2. Discounts, per discountable component, rounded per component, shown as one line each kind.
  const discounts = new Map<string, Dec>();
  const discountLine = (code: string, description: string, pct: Dec) => {
    if (pct.isZero()) return;
    let sum = new D(0);
    for (const { component, amount } of charged) {
      if (!component.discountable) continue;
      const d = peso(amount.times(pct).div(100));
      discounts.set(component.code, (discounts.get(component.code) ?? new D(0)).plus(d));
      sum = sum.plus(d);
    }
    push({ code, description, kind: 'discount', quantity: null, rate: pct.toFixed(6), unit: 'percent' }, sum.neg());
  };
  discountLine('LIFELINE_DISCOUNT', 'Lifeline Discount', lifelinePct);
  discountLine('SENIOR_DISCOUNT', 'Senior Citizen Discount', seniorPct);

  // 3. VAT per vatable component on the component net of its discounts.
  for (const { component, amount } of charged) {
    if (!component.vatable || vatRate.isZero()) continue;
    const net = amount.minus(discounts.get(component.code) ?? 0);
    push(
      {
        code: `VAT_${component.code}`,
        description: `VAT on ${component.name}`,
        kind: 'vat',
        quantity: net.toFixed(2),
        rate: vatPercentText,
        unit: 'percent',
      },
      peso(net.times(vatRate)),
    );
  }

  // The total is the sum of the rounded lines (each amount is exactly its 2-place text).
  return { kwh: kwh.toFixed(2), lines, total: total.toFixed(2) };
}
