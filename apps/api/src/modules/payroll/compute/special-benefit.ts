// A special payroll's line (decision 066): a bonus or cash incentive of the `special-benefits`
// table, from the monthly basic salary (or a fixed amount), for those with the minimum service since
// hiring, prorated by the service days of the calendar year up to the period's end; less what posted payrolls of the same benefit already paid this year;
// exempt within what the year's 90,000 pool leaves, the rest taxable compensation taxed by the
// December annualization (as the 13th month; after the annualization or in the final period the
// line is withheld: withBenefitWithholding in year-end.ts, decision 119).
import type { SpecialBenefit } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import type { LineResult } from './payroll-line.ts';
import { D, money, peso, shown } from './money.ts';
import { emptyLine } from './year-end.ts';

export interface SpecialBenefitInput {
  benefit: SpecialBenefit;
  periodEnd: string;
  dateHired: string | null;
  dateSeparated: string | null;
  monthlyBasic: string;
  dailyRate: string;
  /** Paid by posted payrolls of this benefit this year. */
  alreadyPaid: string;
  /** The 90,000 pool used this year (13th month, other benefits, pooled de minimis). */
  poolUsed: string;
  /** other-benefits-ceiling in force. */
  ceiling: string;
}

const DAY = 86_400_000;
const days = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY) + 1;

/**
 * Days of service up to the period's end (or the separation): `service` in the calendar year (from
 * 1 January or the hire date; the proration), `tenure` since the hire date (the minimum service; no
 * hire date on record counts as long service).
 */
export function serviceDays(
  periodEnd: string,
  dateHired: string | null,
  dateSeparated: string | null,
): { service: number; yearSoFar: number; tenure: number | null } {
  const jan1 = `${periodEnd.slice(0, 4)}-01-01`;
  const from = dateHired !== null && dateHired > jan1 ? dateHired : jan1;
  const to = dateSeparated !== null && dateSeparated < periodEnd ? dateSeparated : periodEnd;
  return {
    service: Math.max(days(from, to), 0),
    yearSoFar: days(jan1, periodEnd),
    tenure: dateHired === null ? null : Math.max(days(dateHired, to), 0),
  };
}

/** The line, or why the employee gets none (too little service; already paid in full). */
export function specialBenefitLine(input: SpecialBenefitInput): { line: LineResult } | { skipped: string } {
  const b = input.benefit;
  const { service, yearSoFar, tenure } = serviceDays(input.periodEnd, input.dateHired, input.dateSeparated);
  if (service === 0) return { skipped: 'no service this year' };
  if (tenure !== null && D(tenure).lt(b.minServiceDays))
    return { skipped: `${tenure} days of service, ${b.name} needs ${b.minServiceDays}` };
  const base = b.basis === 'MonthlyBasic' ? D(input.monthlyBasic).times(b.value) : D(b.value);
  const baseText =
    b.basis === 'MonthlyBasic'
      ? `Monthly basic ${shown(input.monthlyBasic)} x ${b.value}`
      : `Fixed amount ${shown(b.value)}`;
  const share = b.prorated ? Decimal.min(D(service).dividedBy(yearSoFar), 1) : D(1);
  const full = peso(base.times(share));
  const pay = Decimal.max(full.minus(input.alreadyPaid), 0);
  if (pay.lte(0)) return { skipped: `${b.name} already paid this year` };
  const poolLeft = Decimal.max(D(input.ceiling).minus(input.poolUsed), 0);
  const exempt = Decimal.min(pay, poolLeft);
  const taxable = pay.minus(exempt);
  const line = emptyLine(input.monthlyBasic, input.dailyRate);
  const prorate = b.prorated && share.lt(1) ? ` x ${service}/${yearSoFar} days of service` : '';
  const paidBefore = D(input.alreadyPaid).gt(0) ? `, less ${shown(input.alreadyPaid)} paid earlier this year` : '';
  line.items.push({
    code: `special-${b.code}`,
    label: b.name,
    kind: 'Earning',
    amount: money(pay),
    basis:
      `${baseText}${prorate} = ${shown(full)}${paidBefore} (${service} days of service this year). ` +
      `Exempt ${shown(exempt)} in the ${shown(input.ceiling)} pool for 13th month and other benefits (${shown(poolLeft)} left)` +
      (taxable.gt(0) ? `; ${shown(taxable)} is taxable compensation, taxed at the December annualization.` : '.'),
  });
  return {
    line: {
      ...line,
      basicPay: money(pay),
      grossPay: money(pay),
      nonTaxableEarnings: money(exempt),
      taxableCompensation: money(taxable),
      netPay: money(pay),
    },
  };
}
