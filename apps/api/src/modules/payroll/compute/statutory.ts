// The statutory contributions and withholding tax as pure functions of the table entry in force
// and an amount. The figures live in payroll_statutory_tables (migration 0500); nothing here is a
// rate. Each result says how it was reached, for the payroll line and the calculator.
import type {
  PagIbigBody,
  PhilHealthBody,
  SssBody,
  TaxTableBody,
} from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { Decimal } from 'decimal.js';
import { D, ZERO, peso, percent, shown, type DecimalLike } from './money.ts';

export interface SssResult {
  monthlySalaryCredit: Decimal;
  regularCredit: Decimal;
  mpfCredit: Decimal;
  regularEmployee: Decimal;
  regularEmployer: Decimal;
  mpfEmployee: Decimal;
  mpfEmployer: Decimal;
  /** Regular plus provident fund. */
  employee: Decimal;
  /** Regular plus provident fund; EC apart. */
  employer: Decimal;
  employeesCompensation: Decimal;
  basis: string;
}

/** The bracket of the compensation: the last whose `from` it reaches. */
export function sssContribution(table: SssBody, compensation: DecimalLike): SssResult {
  const amount = D(compensation);
  const first = table.brackets[0];
  if (!first) throw new Error('The SSS table has no brackets.');
  let bracket = first;
  for (const b of table.brackets) if (amount.gte(b.from)) bracket = b;
  const msc = D(bracket.msc);
  const regularCredit = Decimal.min(msc, table.regularMscCeiling);
  const mpfCredit = msc.minus(regularCredit);
  const regularEmployee = peso(regularCredit.times(table.employeeRate));
  const regularEmployer = peso(regularCredit.times(table.employerRate));
  const mpfEmployee = peso(mpfCredit.times(table.employeeRate));
  const mpfEmployer = peso(mpfCredit.times(table.employerRate));
  const ec = peso(bracket.ec);
  return {
    monthlySalaryCredit: msc,
    regularCredit,
    mpfCredit,
    regularEmployee,
    regularEmployer,
    mpfEmployee,
    mpfEmployer,
    employee: regularEmployee.plus(mpfEmployee),
    employer: regularEmployer.plus(mpfEmployer),
    employeesCompensation: ec,
    basis:
      `Compensation ${shown(amount)} falls in the bracket from ${shown(bracket.from)}: salary credit ${shown(msc)} ` +
      `(regular ${shown(regularCredit)}, provident fund ${shown(mpfCredit)}); employee ${percent(table.employeeRate)}, ` +
      `employer ${percent(table.employerRate)}, EC ${shown(ec)}.`,
  };
}

export interface ShareResult {
  premium: Decimal;
  employee: Decimal;
  employer: Decimal;
  basis: string;
}

/**
 * PhilHealth: rate x basic salary held between floor and ceiling. The employee's half is rounded
 * and the employer pays the rest of the premium (PhilHealth only says "equally shared").
 */
export function philHealthContribution(table: PhilHealthBody, monthlyBasic: DecimalLike): ShareResult {
  const basic = D(monthlyBasic);
  const basis = Decimal.min(Decimal.max(basic, table.floor), table.ceiling);
  const premium = peso(basis.times(table.rate));
  const employee = peso(basis.times(table.rate).dividedBy(2));
  return {
    premium,
    employee,
    employer: premium.minus(employee),
    basis: `${shown(basis)} (basic ${shown(basic)} held between ${shown(table.floor)} and ${shown(table.ceiling)}) x ${percent(table.rate)} = ${shown(premium)}, shared equally.`,
  };
}

/** Pag-IBIG: the low rates at or below `lowRateCeiling`; the fund salary counts up to its maximum. */
export function pagIbigContribution(table: PagIbigBody, fundSalary: DecimalLike): ShareResult {
  const salary = D(fundSalary);
  const low = salary.lte(table.lowRateCeiling);
  const basis = Decimal.min(salary, table.maxFundSalary);
  const eeRate = low ? table.lowEmployeeRate : table.employeeRate;
  const erRate = low ? table.lowEmployerRate : table.employerRate;
  const employee = peso(basis.times(eeRate));
  const employer = peso(basis.times(erRate));
  return {
    premium: employee.plus(employer),
    employee,
    employer,
    basis: `${shown(basis)} (fund salary ${shown(salary)}, at most ${shown(table.maxFundSalary)}) x employee ${percent(eeRate)}, employer ${percent(erRate)}.`,
  };
}

export interface TaxResult {
  tax: Decimal;
  basis: string;
}

/**
 * BIR tables: base + rate x (taxable - over) in the last bracket whose `over` the taxable exceeds.
 * The brackets are continuous ("over X"), so 33,332.50 stays in the bracket below 33,333.
 */
export function taxDue(table: TaxTableBody, taxable: DecimalLike): TaxResult {
  const amount = D(taxable);
  const first = table.brackets[0];
  if (!first) throw new Error('The tax table has no brackets.');
  if (amount.lte(0)) return { tax: ZERO, basis: `Taxable ${shown(amount)}: no tax.` };
  let bracket = first;
  for (const b of table.brackets) if (amount.gt(b.over)) bracket = b;
  const tax = peso(D(bracket.base).plus(amount.minus(bracket.over).times(bracket.rate)));
  return {
    tax,
    basis: D(bracket.rate).isZero()
      ? `Taxable ${shown(amount)} is within the exempt bracket: no tax.`
      : `${shown(bracket.base)} + ${percent(bracket.rate)} of the excess over ${shown(bracket.over)} (taxable ${shown(amount)}) = ${shown(tax)}.`,
  };
}
