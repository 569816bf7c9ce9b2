// A line of an adjustment payroll (decision 064): the corrections of a posted payroll as one-time
// earnings and deductions. The cut-off's tax is recomputed on the corrected taxable compensation
// (the posted payroll's and its earlier adjustments' plus the taxable corrections) less what they
// withheld; deductions follow in priority order above the floor, the rest carries over.
import type { TaxTableBody } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import type { EmployeeItemDue } from './employee-items.ts';
import { D, ZERO, money, shown } from './money.ts';
import { exemptPart, type ItemUse, type LineResult } from './payroll-line.ts';
import { taxDue } from './statutory.ts';
import { emptyLine } from './year-end.ts';

export interface AdjustmentInput {
  items: readonly EmployeeItemDue[];
  /** The posted payroll's taxable compensation and tax, with its earlier posted adjustments. */
  taxableBefore: string;
  withheldBefore: string;
  withholding: TaxTableBody;
  netPayFloor: string;
  monthlyBasic: string;
  dailyRate: string;
  /** De minimis room left per benefit code in its window (none: taxed beyond nothing). */
  deMinimisRoom?: ReadonlyMap<string, Decimal>;
  /** What the year's 90,000 pool leaves (decision 066: corrections use it too). */
  otherBenefitsRoom?: Decimal;
}

export function adjustmentLine(input: AdjustmentInput): LineResult {
  const line = emptyLine(input.monthlyBasic, input.dailyRate);
  const uses: ItemUse[] = [];
  let earnings = ZERO;
  let nonTaxable = ZERO;
  let pooled = ZERO;
  const exemptLeft = new Map(input.deMinimisRoom ?? []);
  let poolLeft = input.otherBenefitsRoom ?? ZERO;
  for (const e of input.items.filter((i) => i.side === 'Earning')) {
    const due = D(e.due);
    const x = exemptPart(e, exemptLeft, poolLeft);
    poolLeft = poolLeft.minus(x.inPool);
    pooled = pooled.plus(x.inPool);
    earnings = earnings.plus(due);
    nonTaxable = nonTaxable.plus(x.exempt);
    line.items.push({ code: `item-${e.id}`, label: e.label, kind: 'Earning', amount: money(due), basis: x.basis });
    uses.push({ id: e.id, scheduled: e.scheduled, due: e.due, taken: money(due), exempt: money(x.underCeiling) });
  }
  const taxableNow = earnings.minus(nonTaxable);
  const corrected = D(input.taxableBefore).plus(taxableNow);
  const due = taxDue(input.withholding, corrected);
  const tax = Decimal.max(due.tax.minus(input.withheldBefore), 0);

  let available = Decimal.max(earnings.minus(input.netPayFloor), 0);
  let carried = ZERO;
  const deduct = (code: string, label: string, amount: Decimal, basis: string) => {
    if (amount.lte(0)) return ZERO;
    const taken = Decimal.min(amount, available);
    available = available.minus(taken);
    if (taken.gt(0)) line.items.push({ code, label, kind: 'Deduction', amount: money(taken), basis });
    if (taken.lt(amount)) {
      carried = carried.plus(amount.minus(taken));
      line.items.push({
        code: `${code}-carried`,
        label: `${label} (carried over)`,
        kind: 'CarriedOver',
        amount: money(amount.minus(taken)),
        basis: `Net pay cannot go below ${shown(input.netPayFloor)}.`,
      });
    }
    return taken;
  };
  const taxTaken = deduct(
    'tax',
    'Withholding tax (correction)',
    tax,
    `The cut-off's taxable compensation corrected to ${shown(corrected)} (${shown(input.taxableBefore)} + ${shown(taxableNow)}): ${due.basis} Withheld before ${shown(input.withheldBefore)}.`,
  );
  let other = ZERO;
  const owed = input.items
    .filter((i) => i.side === 'Deduction')
    .toSorted((a, b) => a.priority - b.priority || a.id - b.id);
  for (const d of owed) {
    const taken = deduct(`item-${d.id}`, d.label, D(d.due), d.basis);
    other = other.plus(taken);
    uses.push({ id: d.id, scheduled: d.scheduled, due: d.due, taken: money(taken), exempt: '0.00' });
  }
  const net = earnings.minus(taxTaken).minus(other);
  return {
    ...line,
    allowances: money(earnings),
    nonTaxableEarnings: money(nonTaxable),
    deMinimisPooled: money(pooled),
    grossPay: money(earnings),
    taxableCompensation: money(taxableNow),
    withholdingTax: money(taxTaken),
    otherDeductions: money(other),
    totalDeductions: money(taxTaken.plus(other)),
    netPay: money(net),
    carriedOver: money(carried),
    itemUses: uses,
  };
}
