// Year end (issue 13 item 7, decision 064): the 13th-month line (1/12 of the basic salary earned in
// the calendar year, less what 13th-month payrolls of the year already paid; exempt within what
// the 90,000 pool of the year leaves) and the December annualization (the annual table on the
// year's taxable compensation against what was withheld: the extra tax or the refund).
import type { TaxTableBody } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import type { LineResult } from './payroll-line.ts';
import { D, money, peso, shown } from './money.ts';
import { taxDue } from './statutory.ts';

export interface ThirteenthMonthInput {
  /** Basic pay less absences, leave without pay and tardiness, in posted regular payrolls of the year. */
  basicEarned: string;
  /** Paid by posted 13th-month payrolls of the year (an advance). */
  alreadyPaid: string;
  /** The 13th month and other benefits already exempted this year. */
  poolUsed: string;
  /** The ceiling in force (other-benefits-ceiling: 90,000). */
  ceiling: string;
  monthlyBasic: string;
  dailyRate: string;
}

export function emptyLine(monthlyBasic: string, dailyRate: string): LineResult {
  const z = '0.00';
  return {
    monthlyBasic,
    dailyRate,
    basicPay: z,
    absenceDeduction: z,
    tardinessDeduction: z,
    lwopDeduction: z,
    overtimePay: z,
    premiumPay: z,
    allowances: z,
    nonTaxableEarnings: z,
    deMinimisPooled: z,
    grossPay: z,
    sssEmployee: z,
    sssEmployer: z,
    sssEc: z,
    sssMpfEmployee: z,
    sssMpfEmployer: z,
    philHealthEmployee: z,
    philHealthEmployer: z,
    pagIbigEmployee: z,
    pagIbigEmployer: z,
    taxableCompensation: z,
    withholdingTax: z,
    otherDeductions: z,
    totalDeductions: z,
    netPay: z,
    carriedOver: z,
    taxRefund: z,
    items: [],
    itemUses: [],
    timeSummary: {
      paidDays: '0',
      absentDays: '0',
      tardyMinutes: 0,
      undertimeMinutes: 0,
      overtimeMinutes: 0,
      leaveWithoutPayDays: '0',
      restDayOrHolidayMinutes: 0,
    },
  };
}

/**
 * The 13th-month line. No tax is withheld on it: its part beyond the pool is taxable compensation
 * of the year, taxed by the December annualization.
 */
export function thirteenthMonthLine(input: ThirteenthMonthInput): LineResult {
  const earned = D(input.basicEarned);
  const full = peso(earned.dividedBy(12));
  const pay = Decimal.max(full.minus(input.alreadyPaid), 0);
  const poolLeft = Decimal.max(D(input.ceiling).minus(input.poolUsed), 0);
  const exempt = Decimal.min(pay, poolLeft);
  const taxable = pay.minus(exempt);
  const line = emptyLine(input.monthlyBasic, input.dailyRate);
  const paidBefore = D(input.alreadyPaid).gt(0) ? `, less ${shown(input.alreadyPaid)} paid earlier this year` : '';
  line.items.push({
    code: 'thirteenth-month',
    label: '13th month pay',
    kind: 'Earning',
    amount: money(pay),
    basis:
      `1/12 of the basic salary earned this year ${shown(earned)} = ${shown(full)}${paidBefore}. ` +
      `Exempt ${shown(exempt)} of the ${shown(input.ceiling)} ceiling (${shown(poolLeft)} left)` +
      (taxable.gt(0) ? `; ${shown(taxable)} is taxable compensation, taxed at the December annualization.` : '.'),
  });
  return {
    ...line,
    basicPay: money(pay),
    grossPay: money(pay),
    nonTaxableEarnings: money(exempt),
    taxableCompensation: money(taxable),
    netPay: money(pay),
  };
}

export interface AnnualizationInput {
  /** Taxable compensation of the year in posted payrolls (13th month's taxable part included). */
  taxableBefore: string;
  /** Tax withheld in posted payrolls of the year. */
  withheldBefore: string;
  /** This payroll's taxable compensation. */
  taxableNow: string;
  table: TaxTableBody;
}

export interface Annualization {
  annualTaxable: Decimal;
  taxDue: Decimal;
  withheldBefore: Decimal;
  /** Positive: the tax this payroll withholds; negative: the refund it pays. */
  adjustment: Decimal;
  basis: string;
}

/** The year's tax on the annual table against what earlier payrolls withheld. */
export function annualize(input: AnnualizationInput): Annualization {
  const annualTaxable = D(input.taxableBefore).plus(input.taxableNow);
  const due = taxDue(input.table, annualTaxable);
  const withheld = D(input.withheldBefore);
  const adjustment = due.tax.minus(withheld);
  return {
    annualTaxable,
    taxDue: due.tax,
    withheldBefore: withheld,
    adjustment,
    basis:
      `Annualized: taxable compensation of the year ${shown(annualTaxable)}; annual table: ${due.basis} ` +
      `Withheld before ${shown(withheld)}; ` +
      (adjustment.gte(0) ? `${shown(adjustment)} withheld now.` : `${shown(adjustment.negated())} refunded.`),
  };
}

/** When a benefit line (13th month, special) is withheld (decision 119). */
export type BenefitTaxCase = 'AtAnnualization' | 'AfterAnnualization' | 'FinalPeriod';

export interface BenefitWithholdingInput {
  periodEnd: string;
  /** A posted regular payroll of the year's final period already annualized this employee's year. */
  annualized: boolean;
  /** Posted payrolls of the year, other than this one. */
  taxableBefore: string;
  withheldBefore: string;
  /** The annual table in force on the period's end; null when none is. */
  table: TaxTableBody | null;
}

/** The year's final period: the one ending 31 December, which annualizes (decision 064). */
export const inFinalPeriod = (periodEnd: string): boolean => periodEnd.endsWith('-12-31');

export function benefitTaxCase(input: Pick<BenefitWithholdingInput, 'periodEnd' | 'annualized'>): BenefitTaxCase {
  if (input.annualized) return 'AfterAnnualization';
  return inFinalPeriod(input.periodEnd) ? 'FinalPeriod' : 'AtAnnualization';
}

/**
 * A 13th-month or special line's tax. Before the final period its taxable part waits for the
 * December annualization (nothing withheld). After the annualization, or in the final period itself,
 * nobody would tax it later: the line annualizes the year again (annual table on the posted taxable
 * compensation plus this line's, less what was withheld) and withholds the difference, never a
 * refund (a refund is the regular annualization's), never more than the line pays.
 */
export function withBenefitWithholding(line: LineResult, input: BenefitWithholdingInput): LineResult {
  const when = benefitTaxCase(input);
  if (when === 'AtAnnualization' || D(line.taxableCompensation).lte(0)) return line;
  if (!input.table) throw new Error(`No withholding-annual table is in force on ${input.periodEnd}.`);
  const a = annualize({
    taxableBefore: input.taxableBefore,
    withheldBefore: input.withheldBefore,
    taxableNow: line.taxableCompensation,
    table: input.table,
  });
  const tax = Decimal.min(Decimal.max(a.adjustment, 0), line.netPay);
  const why =
    when === 'AfterAnnualization'
      ? 'Paid after the December annualization: the year is annualized again with it.'
      : "Paid in the year's final period: the year is annualized with it.";
  const refundWords = a.adjustment.lt(0) ? ' No refund here: the annualization of the regular payroll refunds.' : '';
  return {
    ...line,
    withholdingTax: money(tax),
    totalDeductions: money(D(line.totalDeductions).plus(tax)),
    netPay: money(D(line.netPay).minus(tax)),
    annualBasis: { taxable: money(input.taxableBefore), withheld: money(input.withheldBefore) },
    items: [
      ...line.items.map((i) => ({
        ...i,
        basis: i.basis.replace(', taxed at the December annualization.', ', withheld below.'),
      })),
      {
        code: 'tax',
        label: 'Withholding tax (annualized)',
        kind: 'Deduction',
        amount: money(tax),
        basis: `${why} ${a.basis}${refundWords}`,
      },
    ],
  };
}
