// What posted payrolls of the payroll's calendar year already did for each employee (decision
// 064): basic salary earned (regular payrolls: basic less absences, leave without pay and
// tardiness), 13th month paid, the 90,000 pool used, taxable compensation and tax withheld.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface YearToDate {
  basicEarned: string;
  alreadyPaid: string;
  poolUsed: string;
  taxableBefore: string;
  withheldBefore: string;
  /** A posted regular payroll of the year's final period annualized the year (decision 119). */
  annualized: boolean;
}

export async function yearToDate(
  db: Kysely<Database>,
  payroll: { id: number; periodEnd: string },
  employeeIds: readonly number[],
): Promise<Map<number, YearToDate>> {
  const out = new Map<number, YearToDate>();
  if (employeeIds.length === 0) return out;
  const rows = await db
    .selectFrom('payroll_lines as l')
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .innerJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .select([
      'l.employee_id',
      sql<string>`coalesce(sum(l.basic_pay - l.absence_deduction - l.lwop_deduction - l.tardiness_deduction) FILTER (WHERE t.kind = 'Regular'), 0)::text`.as(
        'basic_earned',
      ),
      sql<string>`coalesce(sum(l.basic_pay) FILTER (WHERE t.kind = 'ThirteenthMonth'), 0)::text`.as('already_paid'),
      // The pool: 13th month and other benefits exempted, and de minimis beyond its ceiling (decision 065).
      sql<string>`(coalesce(sum(l.non_taxable_earnings) FILTER (WHERE t.kind <> 'Regular'), 0) + coalesce(sum(l.de_minimis_pooled), 0))::text`.as(
        'pool_used',
      ),
      sql<string>`coalesce(sum(l.taxable_compensation), 0)::text`.as('taxable'),
      sql<string>`coalesce(sum(l.withholding_tax - l.tax_refund), 0)::text`.as('withheld'),
      sql<boolean>`coalesce(bool_or(t.kind = 'Regular' AND p.period_end = ${`${payroll.periodEnd.slice(0, 4)}-12-31`}::date), false)`.as(
        'annualized',
      ),
    ])
    .where('p.status', '=', 'Posted')
    .where('p.id', '<>', payroll.id)
    .where('p.period_end', '>=', `${payroll.periodEnd.slice(0, 4)}-01-01`)
    .where('p.period_end', '<=', `${payroll.periodEnd.slice(0, 4)}-12-31`)
    .where('l.employee_id', 'in', [...employeeIds])
    .groupBy('l.employee_id')
    .execute();
  for (const r of rows)
    out.set(r.employee_id, {
      basicEarned: r.basic_earned,
      alreadyPaid: r.already_paid,
      poolUsed: r.pool_used,
      taxableBefore: r.taxable,
      withheldBefore: r.withheld,
      annualized: r.annualized,
    });
  return out;
}

/**
 * A posted payroll's taxable compensation and tax per employee, with its posted adjustments (other
 * than `except`): what an adjustment payroll corrects.
 */
export async function taxOfPayroll(
  db: Kysely<Database>,
  payrollId: number,
  except: number,
  employeeIds: readonly number[],
): Promise<Map<number, { taxable: string; withheld: string }>> {
  const out = new Map<number, { taxable: string; withheld: string }>();
  if (employeeIds.length === 0) return out;
  const rows = await db
    .selectFrom('payroll_lines as l')
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .select([
      'l.employee_id',
      sql<string>`sum(l.taxable_compensation)::text`.as('taxable'),
      sql<string>`sum(l.withholding_tax - l.tax_refund)::text`.as('withheld'),
    ])
    .where('p.status', '=', 'Posted')
    .where('p.id', '<>', except)
    .where((eb) => eb.or([eb('p.id', '=', payrollId), eb('p.adjusts_payroll_id', '=', payrollId)]))
    .where('l.employee_id', 'in', [...employeeIds])
    .groupBy('l.employee_id')
    .execute();
  for (const r of rows) out.set(r.employee_id, { taxable: r.taxable, withheld: r.withheld });
  return out;
}

/** What posted payrolls of a special benefit paid each employee in the payroll's year (decision 066). */
export async function benefitPaidInYear(
  db: Kysely<Database>,
  payroll: { id: number; periodEnd: string },
  benefitCode: string,
  employeeIds: readonly number[],
): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  if (employeeIds.length === 0) return out;
  const year = payroll.periodEnd.slice(0, 4);
  const rows = await db
    .selectFrom('payroll_lines as l')
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .innerJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .select(['l.employee_id', sql<string>`sum(l.basic_pay)::text`.as('paid')])
    .where('p.status', '=', 'Posted')
    .where('p.id', '<>', payroll.id)
    .where('t.kind', '=', 'Special')
    .where('t.benefit_code', '=', benefitCode)
    .where('p.period_end', '>=', `${year}-01-01`)
    .where('p.period_end', '<=', `${year}-12-31`)
    .where('l.employee_id', 'in', [...employeeIds])
    .groupBy('l.employee_id')
    .execute();
  for (const r of rows) out.set(r.employee_id, r.paid);
  return out;
}
