// One employee's payroll line for a regular cut-off, as a pure function of the salary, the time
// records of the period, the payroll type and the statutory tables in force
// (docs/decisions/061-payroll-generation.md). Every amount comes with how it was reached; the
// earnings less the deductions are the net pay, which never goes below the floor: deductions that
// do not fit (in priority order) carry over.
import type { PayrollLineItem, TimeSummary } from '@ilaw/contracts/payroll/payrolls/payroll';
import type { PayFrequency } from '@ilaw/contracts/payroll/payroll-types/payroll-type';
import type {
  PagIbigBody,
  PayRulesBody,
  PhilHealthBody,
  PremiumPayBody,
  SssBody,
  TaxTableBody,
} from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import type { EmployeeItemDue } from './employee-items.ts';
import { annualize } from './year-end.ts';
import { D, ZERO, money, peso, rate6, shown } from './money.ts';
import { pagIbigContribution, philHealthContribution, sssContribution, taxDue } from './statutory.ts';

export interface PremiumDayInput {
  date: string;
  holiday: 'Regular' | 'SpecialNonWorking' | null;
  restDay: boolean;
  minutes: number;
  /** Of those, minutes between 22:00 and 06:00 (night differential). */
  nightMinutes?: number;
}

export interface LineInput {
  salaryType: 'Monthly' | 'Daily';
  /** The monthly or daily salary in force at the end of the period. */
  salaryAmount: string;
  frequency: PayFrequency;
  deductsContributions: boolean;
  time: {
    paidDays: string;
    absentDays: string;
    tardyMinutes: number;
    undertimeMinutes: number;
    overtimeMinutes: number;
    premiumDays: PremiumDayInput[];
    leaveWithoutPayDays: string;
    /** Minutes worked between 22:00 and 06:00 on ordinary workdays (the DTR summary's, decision 065). */
    nightMinutes?: number;
  };
  tables: {
    sss: SssBody;
    philhealth: PhilHealthBody;
    pagibig: PagIbigBody;
    withholding: TaxTableBody;
    premiumPay: PremiumPayBody;
    payRules: PayRulesBody;
  };
  /** The employee's recurring payments and deductions due this cut-off (compute/employee-items.ts). */
  employeeItems?: readonly EmployeeItemDue[];
  /** De minimis exemption left this cut-off, by benefit code. */
  deMinimisRoom?: ReadonlyMap<string, Decimal>;
  /**
   * What the year's 90,000 "other benefits" pool has left (the ceiling less the 13th month and
   * other benefits exempted so far): de minimis beyond its ceiling is exempt within it (decision 065).
   */
  otherBenefitsRoom?: Decimal;
  /** The year's last cut-off: the tax is the annual table's less what the year withheld. */
  annualization?: { taxableBefore: string; withheldBefore: string; table: TaxTableBody };
}

/** What the line did with one recurring payment or deduction. */
export interface ItemUse {
  id: number;
  scheduled: string;
  due: string;
  taken: string;
  exempt: string;
}

export interface LineResult {
  monthlyBasic: string;
  dailyRate: string;
  basicPay: string;
  absenceDeduction: string;
  tardinessDeduction: string;
  lwopDeduction: string;
  overtimePay: string;
  premiumPay: string;
  allowances: string;
  nonTaxableEarnings: string;
  /** Of the non-taxable earnings, de minimis beyond its ceiling exempted within the 90,000 pool. */
  deMinimisPooled: string;
  grossPay: string;
  sssEmployee: string;
  sssEmployer: string;
  sssEc: string;
  sssMpfEmployee: string;
  sssMpfEmployer: string;
  philHealthEmployee: string;
  philHealthEmployer: string;
  pagIbigEmployee: string;
  pagIbigEmployer: string;
  taxableCompensation: string;
  withholdingTax: string;
  otherDeductions: string;
  totalDeductions: string;
  netPay: string;
  carriedOver: string;
  taxRefund: string;
  /** The posted year-to-date an annualized tax was computed from (decision 119), checked at posting. */
  annualBasis?: { taxable: string; withheld: string };
  items: PayrollLineItem[];
  itemUses: ItemUse[];
  timeSummary: TimeSummary;
}

/** Share of a month one cut-off of this frequency pays a monthly-paid employee. */
export function monthShare(frequency: PayFrequency, factor: Decimal): { share: Decimal; text: string } {
  switch (frequency) {
    case 'Monthly':
      return { share: D(1), text: 'the month' };
    case 'SemiMonthly':
      return { share: D(1).dividedBy(2), text: 'half a month' };
    case 'Weekly':
      return { share: D(12).dividedBy(52), text: 'a week (12/52 of a month)' };
    case 'Daily':
      return { share: D(12).dividedBy(factor), text: `a day (12/${shown(factor, 0)} of a month)` };
  }
}

function multiplierOf(day: PremiumDayInput, p: PremiumPayBody): { rate: Decimal; name: string } {
  if (day.holiday === 'Regular')
    return day.restDay
      ? { rate: D(p.regularHolidayRestDay), name: 'regular holiday on a rest day' }
      : { rate: D(p.regularHoliday), name: 'regular holiday' };
  if (day.holiday === 'SpecialNonWorking')
    return day.restDay
      ? { rate: D(p.specialDayRestDay), name: 'special day on a rest day' }
      : { rate: D(p.specialDay), name: 'special non-working day' };
  return { rate: D(p.restDay), name: 'rest day' };
}

export function computeLine(input: LineInput): LineResult {
  const { tables, time } = input;
  const factor = D(tables.payRules.dailyRateFactor);
  const hoursPerDay = D(tables.payRules.hoursPerDay);
  const minutesPerDay = hoursPerDay.times(60);
  const floor = D(tables.payRules.netPayFloor);
  const amount = D(input.salaryAmount);
  const monthly = input.salaryType === 'Monthly';
  const items: PayrollLineItem[] = [];
  const item = (code: string, label: string, kind: PayrollLineItem['kind'], value: Decimal, basis: string) =>
    items.push({ code, label, kind, amount: money(value), basis });

  // Rates.
  const dailyRate = monthly ? rate6(amount.times(12).dividedBy(factor)) : amount;
  const hourlyRate = dailyRate.dividedBy(hoursPerDay);
  const monthlyBasic = monthly ? amount : peso(amount.times(factor).dividedBy(12));
  const dailyBasis = monthly
    ? `daily rate ${shown(dailyRate, 6)} (${shown(amount)} x 12 / ${shown(factor, 0)})`
    : `daily rate ${shown(dailyRate)}`;

  // Basic pay of the cut-off.
  let basicPay: Decimal;
  if (monthly) {
    const { share, text } = monthShare(input.frequency, factor);
    basicPay = peso(amount.times(share));
    item('basic', 'Basic pay', 'Earning', basicPay, `Monthly salary ${shown(amount)} for ${text}.`);
  } else {
    basicPay = peso(amount.times(time.paidDays));
    item('basic', 'Basic pay', 'Earning', basicPay, `${time.paidDays} paid days x ${dailyBasis}.`);
  }

  // Time deductions, never more than the basic pay (absences first, then leave without pay, then tardiness).
  let room = basicPay;
  const capped = (v: Decimal) => {
    const taken = Decimal.min(v, room);
    room = room.minus(taken);
    return taken;
  };
  const absence = capped(peso(D(time.absentDays).times(dailyRate)));
  if (absence.gt(0))
    item('absences', 'Absences', 'Deduction', absence, `${time.absentDays} days absent x ${dailyBasis}.`);
  const lwop = capped(peso(D(time.leaveWithoutPayDays).times(dailyRate)));
  if (lwop.gt(0))
    item('lwop', 'Leave without pay', 'Deduction', lwop, `${time.leaveWithoutPayDays} days x ${dailyBasis}.`);
  const lateMinutes = time.tardyMinutes + time.undertimeMinutes;
  const tardiness = capped(peso(D(lateMinutes).times(dailyRate).dividedBy(minutesPerDay)));
  if (tardiness.gt(0))
    item(
      'tardiness',
      'Tardiness and undertime',
      'Deduction',
      tardiness,
      `${time.tardyMinutes} minutes late + ${time.undertimeMinutes} minutes undertime = ${lateMinutes} minutes x ${dailyBasis} / ${shown(minutesPerDay, 0)} minutes.`,
    );

  // Overtime on workdays and work on rest days and holidays, at the DOLE rates in force.
  const p = tables.premiumPay;
  const overtime = peso(D(time.overtimeMinutes).dividedBy(60).times(hourlyRate).times(p.overtime));
  if (overtime.gt(0))
    item(
      'overtime',
      'Overtime',
      'Earning',
      overtime,
      `${time.overtimeMinutes} minutes x hourly rate ${shown(hourlyRate, 6)} x ${p.overtime}.`,
    );
  let premium = ZERO;
  for (const day of time.premiumDays) {
    const { rate, name } = multiplierOf(day, p);
    // The salary already pays a holiday on a working day (a monthly salary also the special days);
    // working it adds the rest of the rate. Rest days are not paid by the salary.
    const covered = day.restDay ? 0 : day.holiday === 'Regular' || (day.holiday !== null && monthly) ? 1 : 0;
    const first = Math.min(day.minutes, minutesPerDay.toNumber());
    const beyond = day.minutes - first;
    const pay = peso(
      hourlyRate
        .times(D(first).dividedBy(60))
        .times(rate.minus(covered))
        .plus(hourlyRate.times(D(beyond).dividedBy(60)).times(rate).times(p.overtimeOnRestDayOrHoliday)),
    );
    premium = premium.plus(pay);
    item(
      `premium-${day.date}`,
      `Work on ${day.date} (${name})`,
      'Earning',
      pay,
      `${first} minutes x hourly rate ${shown(hourlyRate, 6)} x (${shown(rate)} - ${covered} already in the salary)` +
        (beyond > 0
          ? ` + ${beyond} minutes beyond ${shown(hoursPerDay, 0)} hours x ${shown(rate)} x ${p.overtimeOnRestDayOrHoliday}`
          : '') +
        '.',
    );
  }

  // Allowances and one-time earnings; a de minimis benefit is exempt up to what its ceiling leaves.
  const uses = new Map<number, ItemUse>();
  const exemptLeft = new Map(input.deMinimisRoom ?? []);
  let allowances = ZERO;
  let nonTaxable = ZERO;
  let poolLeft = input.otherBenefitsRoom ?? ZERO;
  let pooled = ZERO;
  for (const e of (input.employeeItems ?? []).filter((i) => i.side === 'Earning')) {
    const due = D(e.due);
    const x = exemptPart(e, exemptLeft, poolLeft);
    poolLeft = poolLeft.minus(x.inPool);
    pooled = pooled.plus(x.inPool);
    allowances = allowances.plus(due);
    nonTaxable = nonTaxable.plus(x.exempt);
    item(`item-${e.id}`, e.label, 'Earning', due, x.basis);
    uses.set(e.id, { id: e.id, scheduled: e.scheduled, due: e.due, taken: money(due), exempt: money(x.underCeiling) });
  }

  // Night differential (Labor Code art. 86): a share of the hourly rate for each night hour, on
  // ordinary days at the regular rate, on rest days and holidays at the day's rate.
  let night = ZERO;
  const nd = D(p.nightDifferential);
  const ordinaryNight = time.nightMinutes ?? 0;
  if (ordinaryNight > 0) {
    const pay = peso(hourlyRate.times(D(ordinaryNight).dividedBy(60)).times(nd));
    night = night.plus(pay);
    item(
      'night',
      'Night differential',
      'Earning',
      pay,
      `${ordinaryNight} minutes between 22:00 and 06:00 x hourly rate ${shown(hourlyRate, 6)} x ${p.nightDifferential}.`,
    );
  }
  for (const day of time.premiumDays) {
    if (!day.nightMinutes) continue;
    const { rate, name } = multiplierOf(day, p);
    const pay = peso(hourlyRate.times(rate).times(D(day.nightMinutes).dividedBy(60)).times(nd));
    night = night.plus(pay);
    item(
      `night-${day.date}`,
      `Night differential on ${day.date} (${name})`,
      'Earning',
      pay,
      `${day.nightMinutes} night minutes x hourly rate ${shown(hourlyRate, 6)} x ${shown(rate)} x ${p.nightDifferential}.`,
    );
  }
  premium = premium.plus(night);

  let gross = basicPay.minus(absence).minus(lwop).minus(tardiness).plus(overtime).plus(premium).plus(allowances);

  // Contributions on the monthly basic salary, when this cut-off takes them.
  const sss = sssContribution(tables.sss, monthlyBasic);
  const ph = philHealthContribution(tables.philhealth, monthlyBasic);
  const hdmf = pagIbigContribution(tables.pagibig, monthlyBasic);
  const take = input.deductsContributions;
  const sssEe = take ? sss.employee : ZERO;
  const phEe = take ? ph.employee : ZERO;
  const hdmfEe = take ? hdmf.employee : ZERO;
  const contributions = sssEe.plus(phEe).plus(hdmfEe);
  const taxable = Decimal.max(gross.minus(nonTaxable).minus(contributions), 0);
  let tax = taxDue(tables.withholding, taxable);
  let refund = ZERO;
  if (input.annualization) {
    const a = annualize({ ...input.annualization, taxableNow: money(taxable) });
    if (a.adjustment.gte(0)) tax = { tax: a.adjustment, basis: a.basis };
    else {
      tax = { tax: ZERO, basis: a.basis };
      refund = a.adjustment.negated();
      gross = gross.plus(refund);
      nonTaxable = nonTaxable.plus(refund);
      item('tax-refund', 'Tax refund (annualization)', 'Earning', refund, a.basis);
    }
  }

  // Deductions in priority order; what does not fit above the floor carries over.
  let available = Decimal.max(gross.minus(floor), 0);
  let carried = ZERO;
  const deduct = (code: string, label: string, due: Decimal, basis: string, carriedWords?: string) => {
    if (due.lte(0)) return ZERO;
    const taken = Decimal.min(due, available);
    available = available.minus(taken);
    if (taken.gt(0)) item(code, label, 'Deduction', taken, basis);
    if (taken.lt(due)) {
      carried = carried.plus(due.minus(taken));
      item(
        `${code}-carried`,
        `${label} (carried over)`,
        'CarriedOver',
        due.minus(taken),
        `Net pay cannot go below ${shown(floor)}.${carriedWords ? ` ${carriedWords}` : ''}`,
      );
    }
    return taken;
  };
  const sssTaken = deduct('sss', 'SSS (employee, with provident fund)', sssEe, sss.basis);
  const phTaken = deduct('philhealth', 'PhilHealth (employee)', phEe, ph.basis);
  const hdmfTaken = deduct('pagibig', 'Pag-IBIG (employee)', hdmfEe, hdmf.basis);
  const taxTaken = deduct(
    'tax',
    input.annualization ? 'Withholding tax (annualized)' : 'Withholding tax',
    tax.tax,
    input.annualization
      ? tax.basis
      : `${input.frequency} table on taxable ${shown(taxable)} (gross ${shown(gross)}${nonTaxable.gt(0) ? ` less non-taxable ${shown(nonTaxable)}` : ''} less contributions ${shown(contributions)}): ${tax.basis}`,
  );
  // Then loans and other deductions, lowest priority number first.
  let other = ZERO;
  const owed = (input.employeeItems ?? [])
    .filter((i) => i.side === 'Deduction')
    .toSorted((a, b) => a.priority - b.priority || a.id - b.id);
  for (const d of owed) {
    const taken = deduct(
      `item-${d.id}`,
      d.label,
      D(d.due),
      d.basis,
      'What was not taken stays owed and is due again next payroll.',
    );
    other = other.plus(taken);
    uses.set(d.id, { id: d.id, scheduled: d.scheduled, due: d.due, taken: money(taken), exempt: '0.00' });
  }
  if (take) {
    item('sss-employer', 'SSS (employer, with provident fund)', 'EmployerShare', sss.employer, sss.basis);
    item('sss-ec', 'SSS EC (employer)', 'EmployerShare', sss.employeesCompensation, sss.basis);
    item('philhealth-employer', 'PhilHealth (employer)', 'EmployerShare', ph.employer, ph.basis);
    item('pagibig-employer', 'Pag-IBIG (employer)', 'EmployerShare', hdmf.employer, hdmf.basis);
  }

  const timeDeductions = absence.plus(lwop).plus(tardiness);
  const statutory = sssTaken.plus(phTaken).plus(hdmfTaken).plus(taxTaken);
  const net = gross.minus(statutory).minus(other);
  const restMinutes = time.premiumDays.reduce((n, d) => n + d.minutes, 0);
  return {
    monthlyBasic: money(monthlyBasic),
    dailyRate: dailyRate.toFixed(6),
    basicPay: money(basicPay),
    absenceDeduction: money(absence),
    tardinessDeduction: money(tardiness),
    lwopDeduction: money(lwop),
    overtimePay: money(overtime),
    premiumPay: money(premium),
    allowances: money(allowances),
    nonTaxableEarnings: money(nonTaxable),
    deMinimisPooled: money(pooled),
    grossPay: money(gross),
    sssEmployee: money(sssTaken),
    sssEmployer: money(take ? sss.employer : 0),
    sssEc: money(take ? sss.employeesCompensation : 0),
    // The provident-fund part of what was taken (regular SS first).
    sssMpfEmployee: money(Decimal.max(sssTaken.minus(sss.regularEmployee), 0)),
    sssMpfEmployer: money(take ? sss.mpfEmployer : 0),
    philHealthEmployee: money(phTaken),
    philHealthEmployer: money(take ? ph.employer : 0),
    pagIbigEmployee: money(hdmfTaken),
    pagIbigEmployer: money(take ? hdmf.employer : 0),
    taxableCompensation: money(taxable),
    withholdingTax: money(taxTaken),
    otherDeductions: money(other),
    totalDeductions: money(timeDeductions.plus(statutory).plus(other)),
    netPay: money(net),
    carriedOver: money(carried),
    taxRefund: money(refund),
    ...(input.annualization
      ? { annualBasis: { taxable: input.annualization.taxableBefore, withheld: input.annualization.withheldBefore } }
      : {}),
    items,
    itemUses: [...uses.values()],
    timeSummary: {
      paidDays: time.paidDays,
      absentDays: time.absentDays,
      tardyMinutes: time.tardyMinutes,
      undertimeMinutes: time.undertimeMinutes,
      overtimeMinutes: time.overtimeMinutes,
      leaveWithoutPayDays: time.leaveWithoutPayDays,
      restDayOrHolidayMinutes: restMinutes,
      nightMinutes: time.premiumDays.reduce((n, d) => n + (d.nightMinutes ?? 0), time.nightMinutes ?? 0),
    },
  };
}

/**
 * The exempt part of an earning item: a de minimis benefit first under its own ceiling (what
 * `exemptLeft` has for its code, lowered here), then beyond it within the year's 90,000 pool
 * (`poolLeft`; the caller lowers it by `inPool`), the rest taxable; a non-taxable item wholly.
 */
export function exemptPart(
  e: EmployeeItemDue,
  exemptLeft: Map<string, Decimal>,
  poolLeft: Decimal,
): { exempt: Decimal; underCeiling: Decimal; inPool: Decimal; basis: string } {
  const due = D(e.due);
  let basis = e.basis;
  if (e.deMinimisCode !== null) {
    const left = exemptLeft.get(e.deMinimisCode) ?? ZERO;
    const underCeiling = Decimal.min(due, left);
    exemptLeft.set(e.deMinimisCode, left.minus(underCeiling));
    basis += ` De minimis (${e.deMinimisCode}): ${shown(underCeiling)} exempt (ceiling left ${shown(left)})`;
    // Beyond the ceiling: exempt within the year's 90,000 pool while it lasts, then taxable.
    const inPool = Decimal.min(due.minus(underCeiling), Decimal.max(poolLeft, 0));
    if (inPool.gt(0)) basis += `, ${shown(inPool)} exempt in the 90,000 pool (${shown(poolLeft)} left)`;
    const exempt = underCeiling.plus(inPool);
    basis += `${due.gt(exempt) ? `, ${shown(due.minus(exempt))} taxable` : ''}.`;
    return { exempt, underCeiling, inPool, basis };
  }
  if (!e.taxable) return { exempt: due, underCeiling: due, inPool: ZERO, basis: `${basis} Not taxable.` };
  return { exempt: ZERO, underCeiling: ZERO, inPool: ZERO, basis };
}
