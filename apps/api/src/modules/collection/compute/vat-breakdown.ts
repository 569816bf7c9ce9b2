// The VAT breakdown an OR carries (DOMAIN.md 2.3 item 1; decision 057): what a payment paid, split
// into VATable sales, VAT, zero-rated and VAT-exempt sales. Pure.
// - A bill's principal paid is split in the bill's own proportions: its VAT lines' bases (VATable),
//   their amounts (VAT), and the rest of the bill (components billed without VAT: exempt), each share
//   rounded to the centavo with the exempt part taking the remainder, so the parts add up exactly.
// - A surcharge is VATable when VAT was charged on it, else exempt; the VAT on it is VAT.
// - A non-power item is its bill's lines (paid in full), each VAT-inclusive at its own rate and
//   split by compute/non-power-vat.ts (decision 118): rate 0 is VAT-exempt. Without lines, the
//   item's single rate (decision 059; none: billed before rates existed, exempt).
// - An advance deposit is not a sale (its VAT is on the bill it later pays): left out.
// Billing has no zero-rated component, so zero-rated is 0.
import { D, money, pesos, ZERO, type Dec } from './money.ts';
import { nonPowerVat, type NonPowerLineVatInput } from './non-power-vat.ts';

export interface BillVatBase {
  total: string;
  /** The bases of the bill's VAT lines together. */
  vatable: string;
  /** The bill's VAT lines together. */
  vat: string;
}

export interface PaidItem {
  kind: 'Bill' | 'Surcharge' | 'SurchargeVat' | 'NonPower' | 'Advance';
  billId: number | null;
  amount: string;
  /** NonPower only: the bill's VAT rate in its amount; null or '0' is exempt. */
  vatPercent?: string | null;
  /** NonPower only: the bill's lines (they add up to the amount); preferred over vatPercent. */
  lines?: readonly NonPowerLineVatInput[];
}

export interface VatBreakdown {
  vatableSales: string;
  vat: string;
  zeroRated: string;
  exempt: string;
}

export function vatBreakdown(items: readonly PaidItem[], bills: ReadonlyMap<number, BillVatBase>): VatBreakdown {
  let vatable: Dec = ZERO;
  let vat: Dec = ZERO;
  let exempt: Dec = ZERO;
  const surchargeVatOf = new Map<number, Dec>();
  for (const it of items)
    if (it.kind === 'SurchargeVat' && it.billId !== null)
      surchargeVatOf.set(it.billId, (surchargeVatOf.get(it.billId) ?? ZERO).plus(it.amount));
  for (const it of items) {
    const amount = new D(it.amount);
    if (it.kind === 'Bill') {
      const bill = it.billId !== null ? bills.get(it.billId) : undefined;
      const total = bill ? new D(bill.total) : ZERO;
      if (!bill || total.lte(0)) {
        exempt = exempt.plus(amount);
        continue;
      }
      const share = (v: string) => pesos(new D(v).times(amount).dividedBy(total));
      let base = share(bill.vatable);
      const tax = share(bill.vat);
      // Rounding may leave the exempt part a centavo below zero: the VATable part gives it back.
      if (base.plus(tax).gt(amount)) base = amount.minus(tax);
      vatable = vatable.plus(base);
      vat = vat.plus(tax);
      exempt = exempt.plus(amount.minus(base).minus(tax));
    } else if (it.kind === 'Surcharge') {
      const taxed = it.billId !== null && (surchargeVatOf.get(it.billId) ?? ZERO).gt(0);
      if (taxed) vatable = vatable.plus(amount);
      else exempt = exempt.plus(amount);
    } else if (it.kind === 'SurchargeVat') {
      vat = vat.plus(amount);
    } else if (it.kind === 'NonPower') {
      const v = nonPowerVat(it.lines ?? [{ amount: it.amount, vatPercent: it.vatPercent ?? '0' }]);
      vatable = vatable.plus(v.vatableSales);
      vat = vat.plus(v.vat);
      exempt = exempt.plus(v.exempt);
    }
  }
  return { vatableSales: money(vatable), vat: money(vat), zeroRated: '0.00', exempt: money(exempt) };
}
