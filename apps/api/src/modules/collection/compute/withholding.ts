// BIR Form 2307 as a tender (DOMAIN.md 2.1, RMC 116-2024): a government or top-withholding payer
// pays the bill less 2% expanded withholding tax and 5% creditable VAT, both on the whole invoice
// by default (the base is configuration). Pure.
import { money, pesos, D } from './money.ts';

export interface WithholdingRule {
  ewtPercent: string;
  vatPercent: string;
  base: 'total' | 'net-of-vat';
}

export interface InvoiceAmounts {
  total: string;
  vat: string;
}

export interface Withholding {
  ewt: string;
  vat: string;
}

/** The most a 2307 may withhold on these bills, each rounded per bill (one certificate line per invoice). */
export function maximumWithholding(bills: readonly InvoiceAmounts[], rule: WithholdingRule): Withholding {
  let ewt = new D(0);
  let vat = new D(0);
  for (const b of bills) {
    const base = rule.base === 'total' ? new D(b.total) : new D(b.total).minus(b.vat);
    ewt = ewt.plus(pesos(base.times(rule.ewtPercent).dividedBy(100)));
    vat = vat.plus(pesos(base.times(rule.vatPercent).dividedBy(100)));
  }
  return { ewt: money(ewt), vat: money(vat) };
}
