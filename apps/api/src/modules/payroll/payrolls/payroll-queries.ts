// Shared reads of payrolls and their lines, and the row -> contract mappers.
import {
  PAYROLL_DOCUMENT_TYPE,
  type Payroll,
  type PayrollLine,
  type PayrollLineItem,
  type TimeSummary,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import { sql, type Kysely, type Transaction } from 'kysely';
import { approvalSummaries } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { SessionUser } from '../../../platform/http/context.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const GENERATE_JOB = 'payroll.generate';
export const PAYROLL_LOCK = {
  /** A payroll's lines and header: generation's write, edits, deletion, sign-off. */
  payroll: 'payroll',
  /** Queueing a generation: one queued or running per payroll. */
  generateStart: 'payroll-generate-start',
  /** Creating a payroll of a type and period (no duplicates). */
  create: 'payroll-create',
} as const;

export function payrollQuery(db: Db) {
  return db
    .selectFrom('payrolls as p')
    .leftJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .leftJoin('departments as d', 'd.id', 'p.department_id')
    .leftJoin('users as g', 'g.id', 'p.generated_by')
    .leftJoin('users as pb', 'pb.id', 'p.posted_by')
    .leftJoin('payrolls as ap', 'ap.id', 'p.adjusts_payroll_id')
    .select([
      'p.id',
      'p.name',
      'p.payroll_type_id',
      't.name as type_name',
      't.kind',
      't.pay_frequency',
      'p.period_start',
      'p.period_end',
      'p.pay_date',
      'p.department_id',
      'd.name as department_name',
      'p.employee_status',
      'p.employment_type',
      'p.remarks',
      'p.status',
      'p.employee_count',
      'p.total_gross',
      'p.total_deductions',
      'p.total_net',
      'p.generated_at',
      'g.full_name as generated_by_name',
      'p.submitted_at',
      'p.posted_at',
      'pb.full_name as posted_by_name',
      'p.adjusts_payroll_id',
      'ap.name as adjusts_payroll_name',
      'p.created_at',
      'p.updated_at',
      sql<
        string | null
      >`(SELECT j.id::text FROM jobs j WHERE j.kind = ${GENERATE_JOB} AND j.status IN ('queued', 'running')
        AND (j.payload->>'payrollId')::int = p.id ORDER BY j.created_at LIMIT 1)`.as('generation_job_id'),
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof payrollQuery>['executeTakeFirstOrThrow']>>;

/** Rows to the contract, each with its latest sign-off request as the user sees it. */
export async function toPayrolls(db: Db, user: SessionUser, rows: readonly Row[]): Promise<Payroll[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    PAYROLL_DOCUMENT_TYPE,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toPayroll(r, approvals.get(r.id) ?? null));
}

function toPayroll(r: Row, approval: Payroll['approval']): Payroll {
  return {
    id: r.id,
    name: r.name,
    payrollTypeId: r.payroll_type_id,
    payrollTypeName: r.type_name,
    kind: r.kind,
    payFrequency: r.pay_frequency,
    periodStart: r.period_start,
    periodEnd: r.period_end,
    payDate: r.pay_date,
    departmentId: r.department_id,
    departmentName: r.department_name,
    employeeStatus: r.employee_status,
    employmentType: r.employment_type,
    remarks: r.remarks,
    status: r.status,
    employeeCount: r.employee_count,
    totalGross: r.total_gross,
    totalDeductions: r.total_deductions,
    totalNet: r.total_net,
    generatedAt: r.generated_at?.toISOString() ?? null,
    generatedByName: r.generated_by_name,
    generationJobId: r.generation_job_id,
    submittedAt: r.submitted_at?.toISOString() ?? null,
    postedAt: r.posted_at?.toISOString() ?? null,
    postedByName: r.posted_by_name,
    adjustsPayrollId: r.adjusts_payroll_id,
    adjustsPayrollName: r.adjusts_payroll_name,
    approval,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function loadPayroll(db: Db, user: SessionUser, id: number): Promise<Payroll | null> {
  const row = await payrollQuery(db).where('p.id', '=', id).executeTakeFirst();
  return row ? ((await toPayrolls(db, user, [row]))[0] ?? null) : null;
}

export function lineQuery(db: Db) {
  return db.selectFrom('payroll_lines as l').selectAll('l');
}
type LineRow = Awaited<ReturnType<ReturnType<typeof lineQuery>['executeTakeFirstOrThrow']>>;

export function toPayrollLine(r: LineRow): PayrollLine {
  return {
    id: String(r.id),
    employeeId: r.employee_id,
    employeeCode: r.employee_code,
    employeeName: r.employee_name,
    departmentName: r.department_name,
    salaryType: r.salary_type,
    salaryAmount: r.salary_amount,
    monthlyBasic: r.monthly_basic,
    dailyRate: r.daily_rate,
    basicPay: r.basic_pay,
    absenceDeduction: r.absence_deduction,
    tardinessDeduction: r.tardiness_deduction,
    lwopDeduction: r.lwop_deduction,
    overtimePay: r.overtime_pay,
    premiumPay: r.premium_pay,
    grossPay: r.gross_pay,
    sssEmployee: r.sss_employee,
    sssEmployer: r.sss_employer,
    sssEc: r.sss_ec,
    sssMpfEmployee: r.sss_mpf_employee,
    sssMpfEmployer: r.sss_mpf_employer,
    philHealthEmployee: r.philhealth_employee,
    philHealthEmployer: r.philhealth_employer,
    pagIbigEmployee: r.pagibig_employee,
    pagIbigEmployer: r.pagibig_employer,
    taxableCompensation: r.taxable_compensation,
    withholdingTax: r.withholding_tax,
    totalDeductions: r.total_deductions,
    netPay: r.net_pay,
    carriedOver: r.carried_over,
    items: r.items as PayrollLineItem[],
    timeSummary: r.time_summary as TimeSummary,
  };
}
