// The recap per department and the deduction report per deduction type, summed in SQL from the
// payroll's lines (numeric sums are exact; amounts leave as decimal strings).
import {
  DEDUCTION_PARTS,
  DEDUCTION_TYPES,
  RECAP_AMOUNTS,
  type DeductionReport,
  type DeductionSection,
  type DeductionType,
  type PayrollRecap,
  type RecapAmount,
  type RecapRow,
} from '@ilaw/contracts/payroll/payroll-reports/payroll-report';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { loadPayroll } from '../payrolls/payroll-queries.ts';

const COLUMN: Record<RecapAmount, string> = {
  basicPay: 'basic_pay',
  absenceDeduction: 'absence_deduction',
  tardinessDeduction: 'tardiness_deduction',
  lwopDeduction: 'lwop_deduction',
  overtimePay: 'overtime_pay',
  premiumPay: 'premium_pay',
  allowances: 'allowances',
  grossPay: 'gross_pay',
  sssEmployee: 'sss_employee',
  philHealthEmployee: 'philhealth_employee',
  pagIbigEmployee: 'pagibig_employee',
  withholdingTax: 'withholding_tax',
  otherDeductions: 'other_deductions',
  totalDeductions: 'total_deductions',
  netPay: 'net_pay',
};

const money = (v: string | number | null | undefined) => new Decimal(v ?? 0).toFixed(2);

export async function payrollRecap(db: Kysely<Database>, user: SessionUser, id: number): Promise<PayrollRecap> {
  const payroll = await loadPayroll(db, user, id);
  if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
  const sums = RECAP_AMOUNTS.map((k) => sql<string>`sum(${sql.ref(`l.${COLUMN[k]}`)})::text`.as(k));
  const rows = await db
    .selectFrom('payroll_lines as l')
    .select([
      sql<string>`coalesce(l.department_name, '(No department)')`.as('department'),
      sql<number>`count(*)::int`.as('n'),
      ...sums,
    ])
    .where('l.payroll_id', '=', id)
    .groupBy(sql`coalesce(l.department_name, '(No department)')`)
    .orderBy(sql`coalesce(l.department_name, '(No department)')`)
    .execute();
  const departments: RecapRow[] = rows.map((r) => {
    const row = r as unknown as Record<RecapAmount, string> & { department: string; n: number };
    return {
      departmentName: row.department,
      employees: row.n,
      ...(Object.fromEntries(RECAP_AMOUNTS.map((k) => [k, money(row[k])])) as Record<RecapAmount, string>),
    };
  });
  const total: RecapRow = {
    departmentName: 'Total',
    employees: departments.reduce((s, d) => s + d.employees, 0),
    ...(Object.fromEntries(
      RECAP_AMOUNTS.map((k) => [k, departments.reduce((s, d) => s.plus(d[k]), new Decimal(0)).toFixed(2)]),
    ) as Record<RecapAmount, string>),
  };
  return { payroll, departments, total };
}

export async function deductionReport(db: Kysely<Database>, user: SessionUser, id: number): Promise<DeductionReport> {
  const payroll = await loadPayroll(db, user, id);
  if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
  const lines = await db
    .selectFrom('payroll_lines')
    .select([
      'employee_id',
      'employee_code',
      'employee_name',
      'department_name',
      'sss_employee',
      'sss_employer',
      'sss_ec',
      'sss_mpf_employee',
      'sss_mpf_employer',
      'philhealth_employee',
      'philhealth_employer',
      'pagibig_employee',
      'pagibig_employer',
      'taxable_compensation',
      'withholding_tax',
    ])
    .where('payroll_id', '=', id)
    .orderBy(sql`lower(employee_name)`)
    .orderBy('employee_id')
    .execute();
  // Recurring deductions taken, per employee and remittance group.
  const taken = await db
    .selectFrom('payroll_line_employee_items as u')
    .innerJoin('payroll_employee_items as i', 'i.id', 'u.employee_item_id')
    .select(['u.employee_id', 'i.category', 'u.taken'])
    .where('u.payroll_id', '=', id)
    .where('i.kind', 'in', ['Deduction', 'Loan', 'OneTimeDeduction'])
    .where('u.taken', '>', '0')
    .execute();
  const GROUP: Record<string, DeductionType> = {
    SssLoan: 'SssLoan',
    PagIbigLoan: 'PagIbigLoan',
    CooperativeLoan: 'CooperativeLoan',
    PowerBill: 'PowerBill',
  };
  const takenBy = new Map<string, Decimal>();
  for (const r of taken) {
    const key = `${r.employee_id}|${GROUP[r.category] ?? 'OtherDeductions'}`;
    takenBy.set(key, (takenBy.get(key) ?? new Decimal(0)).plus(r.taken));
  }
  const deducted = (l: Line, type: DeductionType) => ({
    deducted: takenBy.get(`${l.employee_id}|${type}`) ?? new Decimal(0),
  });
  type Line = (typeof lines)[number];
  const D = (v: string) => new Decimal(v);
  // sss_employee / sss_employer include the MPF parts (decision 060): the regular part is the rest.
  const parts: Record<DeductionType, (l: Line) => Record<string, Decimal>> = {
    SSS: (l) => {
      const ee = D(l.sss_employee).minus(l.sss_mpf_employee);
      const er = D(l.sss_employer).minus(l.sss_mpf_employer);
      return {
        regularEmployee: ee,
        regularEmployer: er,
        ec: D(l.sss_ec),
        mpfEmployee: D(l.sss_mpf_employee),
        mpfEmployer: D(l.sss_mpf_employer),
        total: D(l.sss_employee).plus(l.sss_employer).plus(l.sss_ec),
      };
    },
    PhilHealth: (l) => ({
      employee: D(l.philhealth_employee),
      employer: D(l.philhealth_employer),
      total: D(l.philhealth_employee).plus(l.philhealth_employer),
    }),
    PagIbig: (l) => ({
      employee: D(l.pagibig_employee),
      employer: D(l.pagibig_employer),
      total: D(l.pagibig_employee).plus(l.pagibig_employer),
    }),
    WithholdingTax: (l) => ({ taxable: D(l.taxable_compensation), tax: D(l.withholding_tax) }),
    SssLoan: (l) => deducted(l, 'SssLoan'),
    PagIbigLoan: (l) => deducted(l, 'PagIbigLoan'),
    CooperativeLoan: (l) => deducted(l, 'CooperativeLoan'),
    PowerBill: (l) => deducted(l, 'PowerBill'),
    OtherDeductions: (l) => deducted(l, 'OtherDeductions'),
  };
  // Who is listed: those with something to remit under the type (the tax: tax withheld).
  const remits: Record<DeductionType, (a: Record<string, Decimal>) => boolean> = {
    SSS: (a) => a['total']!.gt(0),
    PhilHealth: (a) => a['total']!.gt(0),
    PagIbig: (a) => a['total']!.gt(0),
    WithholdingTax: (a) => a['tax']!.gt(0),
    SssLoan: (a) => a['deducted']!.gt(0),
    PagIbigLoan: (a) => a['deducted']!.gt(0),
    CooperativeLoan: (a) => a['deducted']!.gt(0),
    PowerBill: (a) => a['deducted']!.gt(0),
    OtherDeductions: (a) => a['deducted']!.gt(0),
  };
  const sections: DeductionSection[] = DEDUCTION_TYPES.map((type) => {
    const keys = DEDUCTION_PARTS[type].parts.map((p) => p.key);
    const totals = Object.fromEntries(keys.map((k) => [k, new Decimal(0)]));
    const rows = lines.flatMap((l) => {
      const a = parts[type](l);
      if (!remits[type](a)) return [];
      for (const k of keys) totals[k] = totals[k]!.plus(a[k]!);
      return [
        {
          employeeCode: l.employee_code,
          employeeName: l.employee_name,
          departmentName: l.department_name,
          amounts: Object.fromEntries(keys.map((k) => [k, a[k]!.toFixed(2)])),
        },
      ];
    });
    return {
      type,
      title: DEDUCTION_PARTS[type].title,
      rows,
      totals: Object.fromEntries(keys.map((k) => [k, totals[k]!.toFixed(2)])),
    };
  });
  return { payroll, sections };
}
