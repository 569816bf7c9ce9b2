// The late-payment surcharge of one bill as configured for its consumer class (DOMAIN.md 2.1: no
// national figure; each cooperative's board sets rate, monthly interest, minimum, VAT on the
// surcharge, grace days, exempt classes and the surchargeable base), computed on what is still unpaid. Pure: the rule in force on
// the payment date is chosen by the caller.
import { D, money, pesos, ZERO, type Dec } from './money.ts';

export interface SurchargeRule {
  exempt: boolean;
  ratePercent: string;
  /** Added for each month late after the first. */
  monthlyInterestPercent: string;
  /** The least surcharge once one applies. */
  minimumAmount: string;
  /** VAT on the surcharge itself. */
  vatPercent: string;
  graceDays: number;
  /** 'total': the unpaid amount; 'net-of-vat': its share net of the bill's VAT lines. */
  base: 'total' | 'net-of-vat';
}

export interface SurchargeInput {
  /** What is still unpaid on the bill. */
  balance: string;
  billTotal: string;
  /** The bill's VAT lines together. */
  billVat: string;
  dueDate: string;
  paymentDate: string;
  /** Surcharge and its VAT already collected on this bill (by earlier partial payments). */
  collectedSurcharge: string;
  collectedVat: string;
}

export interface Surcharge {
  surcharge: string;
  vat: string;
  monthsLate: number;
}

const NONE: Surcharge = { surcharge: '0.00', vat: '0.00', monthsLate: 0 };

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Started months after the due date: paid the day after is 1, a month and a day after is 2. */
export function monthsLate(dueDate: string, paymentDate: string): number {
  if (paymentDate <= dueDate) return 0;
  const [dy, dm, dd] = dueDate.split('-').map(Number) as [number, number, number];
  const [py, pm, pd] = paymentDate.split('-').map(Number) as [number, number, number];
  let months = (py - dy) * 12 + (pm - dm);
  if (pd > dd) months += 1;
  return Math.max(1, months);
}

export function computeSurcharge(input: SurchargeInput, rule: SurchargeRule | null): Surcharge {
  if (rule === null || rule.exempt) return NONE;
  const balance = new D(input.balance);
  if (balance.lte(0)) return NONE;
  if (input.paymentDate <= addDays(input.dueDate, rule.graceDays)) return NONE;
  const months = monthsLate(input.dueDate, input.paymentDate);
  const total = new D(input.billTotal);
  let base: Dec = balance;
  if (rule.base === 'net-of-vat' && total.gt(0)) base = balance.times(total.minus(input.billVat)).dividedBy(total);
  const rate = new D(rule.ratePercent).plus(new D(rule.monthlyInterestPercent).times(months - 1));
  let surcharge = pesos(base.times(rate).dividedBy(100));
  const minimum = new D(rule.minimumAmount);
  if (surcharge.lt(minimum)) surcharge = minimum;
  if (surcharge.lte(ZERO)) return NONE;
  const vat = pesos(surcharge.times(rule.vatPercent).dividedBy(100));
  // What earlier partial payments collected is not charged again; a later month may add interest.
  const due = D.max(ZERO, surcharge.minus(input.collectedSurcharge));
  const dueVat = D.max(ZERO, vat.minus(input.collectedVat));
  return { surcharge: money(due), vat: money(dueVat), monthsLate: months };
}
