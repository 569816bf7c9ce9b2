// The contribution calculator (issue 13 item 2), the single place payroll computes contributions
// and withholding from: a monthly-paid employee with no other income that month.
import type { StatutoryDeductions } from '@ilaw/contracts/payroll/statutory-deductions/get-statutory-deductions';
import { D, money, type DecimalLike } from './money.ts';
import { pagIbigContribution, philHealthContribution, sssContribution, taxDue } from './statutory.ts';
import { need, type TablesInForce } from './tables-in-force.ts';

export function contributionsOf(tables: TablesInForce, monthlyBasic: DecimalLike, date: string) {
  const sss = sssContribution(need(tables, 'sss', date).body, monthlyBasic);
  const philHealth = philHealthContribution(need(tables, 'philhealth', date).body, monthlyBasic);
  const pagIbig = pagIbigContribution(need(tables, 'pagibig', date).body, monthlyBasic);
  return { sss, philHealth, pagIbig, employeeTotal: sss.employee.plus(philHealth.employee).plus(pagIbig.employee) };
}

export function statutoryDeductions(
  tables: TablesInForce,
  monthlyBasic: DecimalLike,
  date: string,
): StatutoryDeductions {
  const c = contributionsOf(tables, monthlyBasic, date);
  const taxable = D(monthlyBasic).minus(c.employeeTotal);
  const tax = taxDue(need(tables, 'withholding-monthly', date).body, taxable);
  return {
    sss: {
      monthlySalaryCredit: money(c.sss.monthlySalaryCredit),
      employee: money(c.sss.employee),
      employer: money(c.sss.employer),
      employeesCompensation: money(c.sss.employeesCompensation),
      mpfEmployee: money(c.sss.mpfEmployee),
      mpfEmployer: money(c.sss.mpfEmployer),
    },
    philHealth: {
      premium: money(c.philHealth.premium),
      employee: money(c.philHealth.employee),
      employer: money(c.philHealth.employer),
    },
    pagIbig: { employee: money(c.pagIbig.employee), employer: money(c.pagIbig.employer) },
    taxableCompensation: money(taxable.isNegative() ? 0 : taxable),
    withholdingTax: money(tax.tax),
  };
}
