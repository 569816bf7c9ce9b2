// Reading payslips: a payroll line with its payroll's header.
import type { Payslip } from '@ilaw/contracts/payroll/payslips/payslip';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { lineQuery, toPayrollLine } from '../payrolls/payroll-queries.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function loadPayslip(
  db: Db,
  where: { payrollId: number; employeeId: number; postedOnly: boolean },
): Promise<Payslip | null> {
  let q = lineQuery(db)
    .innerJoin('payrolls as p', 'p.id', 'l.payroll_id')
    .leftJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .select([
      'p.name as payroll_name',
      't.name as payroll_type_name',
      't.pay_frequency',
      'p.period_start',
      'p.period_end',
      'p.pay_date',
      'p.status',
      'p.posted_at',
    ])
    .where('l.payroll_id', '=', where.payrollId)
    .where('l.employee_id', '=', where.employeeId);
  if (where.postedOnly) q = q.where('p.status', '=', 'Posted');
  const r = await q.executeTakeFirst();
  if (!r) return null;
  return {
    payrollId: r.payroll_id,
    payrollName: r.payroll_name,
    payrollTypeName: r.payroll_type_name,
    payFrequency: r.pay_frequency,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    payDate: r.pay_date,
    status: r.status,
    postedAt: r.posted_at?.toISOString() ?? null,
    line: toPayrollLine(r),
  };
}
