// Generating a payroll (a background job): read the employees and their salaries (HR), the time
// records of the period (DTR), the statutory tables in force on the period's last day, compute
// every line (compute/payroll-line.ts), then replace the draft's lines in one transaction under
// the payroll's lock. Two generations of one payroll at once leave the lines of exactly one.
import {
  PAYROLL_NOT_DRAFT,
  PAYROLL_NOT_FOUND,
  specialBenefitNotInForce,
} from '@ilaw/contracts/payroll/payrolls/payroll';
import type { SpecialBenefit } from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import { SALARY_TYPE } from '@ilaw/contracts/enums';
import { Decimal } from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { JobContext } from '../../../platform/jobs/job-queue.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { dtrPeriodSummaries } from '../../dtr/public.ts';
import { employeesWithSalaryOn, type EmployeeWithSalary } from '../../hr/public.ts';
import { itemDue, deMinimisRoom } from '../compute/employee-items.ts';
import { computeLine, monthShare, type LineResult } from '../compute/payroll-line.ts';
import { adjustmentLine } from '../compute/adjustment.ts';
import { thirteenthMonthLine, withBenefitWithholding } from '../compute/year-end.ts';
import { specialBenefitLine } from '../compute/special-benefit.ts';
import { benefitPaidInYear, taxOfPayroll, yearToDate } from './year-to-date.ts';
import { poolUsedInYear } from './benefit-pool.ts';
import { deMinimisExemptSoFar, itemsForGeneration } from '../employee-items/items-for-generation.ts';
import { readPowerBills } from '../employee-items/power-bills.ts';
import { need, type TablesInForce } from '../compute/tables-in-force.ts';
import { tablesInForceOn } from '../statutory-tables/statutory-table-queries.ts';
import { PAYROLL_LOCK } from './payroll-queries.ts';

export const CHANGED_DURING_GENERATION = 'The payroll was changed while it was being generated; generate it again.';

const WITHHOLDING: Record<
  'Monthly' | 'SemiMonthly' | 'Weekly' | 'Daily',
  'withholding-monthly' | 'withholding-semi-monthly' | 'withholding-weekly' | 'withholding-daily'
> = {
  Monthly: 'withholding-monthly',
  SemiMonthly: 'withholding-semi-monthly',
  Weekly: 'withholding-weekly',
  Daily: 'withholding-daily',
};

export interface GenerationResult {
  employees: number;
  withoutSalary: string[];
  totalGross: string;
  totalDeductions: string;
  totalNet: string;
}

/** The benefit a special payroll type pays, as the table in force has it. */
export function benefitOf(tables: TablesInForce, code: string): SpecialBenefit | null {
  return tables['special-benefits']?.body.benefits.find((b) => b.code === code) ?? null;
}

interface Progress {
  report(done: number, total?: number | null): Promise<void>;
  message(text: string): Promise<void>;
}

export async function generateLines(
  db: Kysely<Database>,
  payrollId: number,
  actor: { userId: number | null; name: string | null },
  progress: Progress,
): Promise<GenerationResult> {
  const payroll = await db
    .selectFrom('payrolls as p')
    .innerJoin('payroll_types as t', 't.id', 'p.payroll_type_id')
    .select([
      'p.status',
      'p.period_start',
      'p.period_end',
      'p.department_id',
      'p.employee_status',
      'p.employment_type',
      'p.updated_at',
      'p.adjusts_payroll_id',
      't.kind',
      't.pay_frequency',
      't.deducts_contributions',
      't.benefit_code',
    ])
    .where('p.id', '=', payrollId)
    .executeTakeFirst();
  if (!payroll) throw new Error(PAYROLL_NOT_FOUND);
  if (payroll.status !== 'Draft') throw new Error(PAYROLL_NOT_DRAFT);
  const date = payroll.period_end;

  const tables = await tablesInForceOn(db, date);
  const rules = {
    sss: need(tables, 'sss', date).body,
    philhealth: need(tables, 'philhealth', date).body,
    pagibig: need(tables, 'pagibig', date).body,
    withholding: need(tables, WITHHOLDING[payroll.pay_frequency], date).body,
    premiumPay: need(tables, 'premium-pay', date).body,
    payRules: need(tables, 'pay-rules', date).body,
  };
  const employees = await employeesWithSalaryOn(
    db,
    {
      departmentId: payroll.department_id,
      employeeStatus: payroll.employee_status,
      employmentType: payroll.employment_type,
    },
    date,
  );
  const paid = employees.filter((e) => e.salary !== null);
  const withoutSalary = employees.filter((e) => e.salary === null).map((e) => `${e.employeeCode} ${e.name}`);
  await progress.report(0, paid.length);
  if (withoutSalary.length > 0)
    await progress.message(`${withoutSalary.length} employees have no salary on ${date} and were left out.`);

  const header = { id: payrollId, periodStart: payroll.period_start, periodEnd: payroll.period_end };
  const ids = paid.map((e) => e.id);
  const year = await yearToDate(db, header, ids);
  // The 90,000 pool left counts submitted payrolls too (decision 066), so a payroll generated after
  // another was submitted does not offer the same room twice.
  const poolUsed = await poolUsedInYear(db, date.slice(0, 4), ids, payrollId);
  const lines: { employee: (typeof paid)[number]; line: LineResult }[] = [];
  // A benefit paid after the December annualization, or in the final period, is withheld (decision 119).
  const annualTable = tables['withholding-annual']?.body ?? null;
  const benefitTax = (employeeId: number, line: LineResult): LineResult => {
    const y = year.get(employeeId);
    return withBenefitWithholding(line, {
      periodEnd: date,
      annualized: y?.annualized ?? false,
      taxableBefore: y?.taxableBefore ?? '0',
      withheldBefore: y?.withheldBefore ?? '0',
      table: annualTable,
    });
  };
  const factor = new Decimal(rules.payRules.dailyRateFactor);
  const ratesOf = (e: EmployeeWithSalary) => {
    const salary = e.salary!;
    const daily = salary.salaryType === SALARY_TYPE.Daily.value;
    return {
      monthlyBasic: daily ? new Decimal(salary.amount).times(factor).dividedBy(12).toFixed(2) : salary.amount,
      dailyRate: daily ? salary.amount : new Decimal(salary.amount).times(12).dividedBy(factor).toFixed(6),
    };
  };
  if (payroll.kind === 'Special') {
    const code = payroll.benefit_code ?? '';
    const benefit = benefitOf(tables, code);
    if (!benefit) throw new Error(specialBenefitNotInForce(code, date));
    const ceiling = need(tables, 'other-benefits-ceiling', date).body.amount;
    const paidBefore = await benefitPaidInYear(db, header, code, ids);
    const skipped: string[] = [];
    for (const e of paid) {
      const r = specialBenefitLine({
        benefit,
        periodEnd: date,
        dateHired: e.dateHired,
        dateSeparated: e.dateSeparated,
        ...ratesOf(e),
        alreadyPaid: paidBefore.get(e.id) ?? '0',
        poolUsed: poolUsed.get(e.id) ?? '0',
        ceiling,
      });
      if ('line' in r) lines.push({ employee: e, line: benefitTax(e.id, r.line) });
      else skipped.push(`${e.employeeCode} ${e.name} (${r.skipped})`);
    }
    if (skipped.length > 0)
      await progress.message(`${skipped.length} employees get no ${benefit.name}: ${skipped.slice(0, 20).join('; ')}.`);
    return saveLines(db, payrollId, payroll.updated_at, lines, withoutSalary, actor, progress);
  }
  if (payroll.kind === 'ThirteenthMonth') {
    const ceiling = need(tables, 'other-benefits-ceiling', date).body.amount;
    for (const e of paid) {
      const y = year.get(e.id);
      if (!y || new Decimal(y.basicEarned).lte(0)) continue;
      lines.push({
        employee: e,
        line: benefitTax(
          e.id,
          thirteenthMonthLine({ ...y, poolUsed: poolUsed.get(e.id) ?? '0', ceiling, ...ratesOf(e) }),
        ),
      });
    }
    return saveLines(db, payrollId, payroll.updated_at, lines, withoutSalary, actor, progress);
  }
  if (payroll.adjusts_payroll_id !== null) {
    // An adjustment payroll: only the one-time amounts entered for it (decision 064).
    const before = await taxOfPayroll(db, payroll.adjusts_payroll_id, payrollId, ids);
    const itemsOf = await itemsForGeneration(db, header, ids);
    const share = monthShare(payroll.pay_frequency, new Decimal(rules.payRules.dailyRateFactor));
    const deMinimis = tables['de-minimis']?.body ?? null;
    const poolCeiling = tables['other-benefits-ceiling']?.body.amount ?? '0';
    const exemptOf = await deMinimisExemptSoFar(db, header, deMinimis, ids);
    for (const e of paid) {
      const own = (itemsOf.get(e.id) ?? []).filter((i) => i.payrollId === payrollId);
      const due = own.flatMap((item) => itemDue(item, share, payrollId) ?? []);
      if (due.length === 0) continue;
      const codes = [...new Set(due.flatMap((d) => (d.deMinimisCode === null ? [] : [d.deMinimisCode])))];
      lines.push({
        employee: e,
        line: adjustmentLine({
          items: due,
          taxableBefore: before.get(e.id)?.taxable ?? '0',
          withheldBefore: before.get(e.id)?.withheld ?? '0',
          withholding: rules.withholding,
          netPayFloor: rules.payRules.netPayFloor,
          ...ratesOf(e),
          // Corrections that are de minimis use the ceiling left, then the 90,000 pool (decision 066).
          deMinimisRoom: deMinimisRoom(deMinimis, codes, exemptOf.get(e.id) ?? new Map(), date),
          otherBenefitsRoom: Decimal.max(new Decimal(poolCeiling).minus(poolUsed.get(e.id) ?? 0), 0),
        }),
      });
    }
    return saveLines(db, payrollId, payroll.updated_at, lines, withoutSalary, actor, progress);
  }
  // The year's last cut-off annualizes the tax (decision 064).
  const annual = payroll.period_end.endsWith('-12-31') ? need(tables, 'withholding-annual', date).body : null;
  const deMinimis = tables['de-minimis']?.body ?? null;
  const poolCeiling = tables['other-benefits-ceiling']?.body.amount ?? null;
  const itemsOf = await itemsForGeneration(db, header, ids);
  await readPowerBills(db, header, itemsOf);
  const exemptOf = await deMinimisExemptSoFar(db, header, deMinimis, ids);
  const share = monthShare(payroll.pay_frequency, new Decimal(rules.payRules.dailyRateFactor));
  const time = await dtrPeriodSummaries(
    db,
    paid.map((e) => e.id),
    payroll.period_start,
    payroll.period_end,
  );
  for (const [i, e] of paid.entries()) {
    const salary = e.salary!;
    const t = time.get(e.id);
    if (!t) throw new Error(`No time summary for employee ${e.employeeCode}`);
    const due = (itemsOf.get(e.id) ?? []).flatMap((item) => itemDue(item, share, payrollId) ?? []);
    const codes = [...new Set(due.flatMap((d) => (d.deMinimisCode === null ? [] : [d.deMinimisCode])))];
    lines.push({
      employee: e,
      line: computeLine({
        salaryType: salary.salaryType === SALARY_TYPE.Daily.value ? 'Daily' : 'Monthly',
        salaryAmount: salary.amount,
        frequency: payroll.pay_frequency,
        deductsContributions: payroll.deducts_contributions,
        time: t,
        tables: rules,
        employeeItems: due,
        deMinimisRoom: deMinimisRoom(deMinimis, codes, exemptOf.get(e.id) ?? new Map(), date),
        // What the year's 90,000 pool has left after posted payrolls (decision 065).
        otherBenefitsRoom: Decimal.max(new Decimal(poolCeiling ?? 0).minus(poolUsed.get(e.id) ?? 0), 0),
        ...(annual
          ? {
              annualization: {
                taxableBefore: year.get(e.id)?.taxableBefore ?? '0',
                withheldBefore: year.get(e.id)?.withheldBefore ?? '0',
                table: annual,
              },
            }
          : {}),
      }),
    });
    if ((i + 1) % 100 === 0) await progress.report(i + 1, paid.length);
  }
  return saveLines(db, payrollId, payroll.updated_at, lines, withoutSalary, actor, progress);
}

/** Replaces the draft's lines with these, in one transaction under the payroll's lock. */
async function saveLines(
  db: Kysely<Database>,
  payrollId: number,
  readAt: Date,
  lines: { employee: EmployeeWithSalary; line: LineResult }[],
  withoutSalary: string[],
  actor: { userId: number | null; name: string | null },
  progress: Progress,
): Promise<GenerationResult> {
  let gross = new Decimal(0);
  let deductions = new Decimal(0);
  let net = new Decimal(0);
  for (const { line } of lines) {
    gross = gross.plus(line.grossPay);
    deductions = deductions.plus(line.totalDeductions);
    net = net.plus(line.netPay);
  }
  const result: GenerationResult = {
    employees: lines.length,
    withoutSalary,
    totalGross: gross.toFixed(2),
    totalDeductions: deductions.toFixed(2),
    totalNet: net.toFixed(2),
  };

  await db.transaction().execute(async (trx) => {
    await lockSubject(trx, PAYROLL_LOCK.payroll, payrollId);
    const now = await trx
      .selectFrom('payrolls')
      .select(['status', 'updated_at'])
      .where('id', '=', payrollId)
      .executeTakeFirst();
    if (!now) throw new Error(PAYROLL_NOT_FOUND);
    if (now.status !== 'Draft') throw new Error(PAYROLL_NOT_DRAFT);
    if (now.updated_at.getTime() !== readAt.getTime()) throw new Error(CHANGED_DURING_GENERATION);
    await trx.deleteFrom('payroll_line_employee_items').where('payroll_id', '=', payrollId).execute();
    await trx.deleteFrom('payroll_lines').where('payroll_id', '=', payrollId).execute();
    const CHUNK = 500;
    for (let i = 0; i < lines.length; i += CHUNK) {
      await trx
        .insertInto('payroll_lines')
        .values(
          lines.slice(i, i + CHUNK).map(({ employee: e, line: l }) => ({
            payroll_id: payrollId,
            employee_id: e.id,
            employee_code: e.employeeCode,
            employee_name: e.name,
            department_id: e.departmentId,
            department_name: e.departmentName,
            salary_type: e.salary!.salaryType,
            salary_amount: e.salary!.amount,
            monthly_basic: l.monthlyBasic,
            daily_rate: l.dailyRate,
            basic_pay: l.basicPay,
            absence_deduction: l.absenceDeduction,
            tardiness_deduction: l.tardinessDeduction,
            lwop_deduction: l.lwopDeduction,
            overtime_pay: l.overtimePay,
            premium_pay: l.premiumPay,
            allowances: l.allowances,
            non_taxable_earnings: l.nonTaxableEarnings,
            de_minimis_pooled: l.deMinimisPooled,
            gross_pay: l.grossPay,
            sss_employee: l.sssEmployee,
            sss_employer: l.sssEmployer,
            sss_ec: l.sssEc,
            sss_mpf_employee: l.sssMpfEmployee,
            sss_mpf_employer: l.sssMpfEmployer,
            philhealth_employee: l.philHealthEmployee,
            philhealth_employer: l.philHealthEmployer,
            pagibig_employee: l.pagIbigEmployee,
            pagibig_employer: l.pagIbigEmployer,
            taxable_compensation: l.taxableCompensation,
            withholding_tax: l.withholdingTax,
            other_deductions: l.otherDeductions,
            tax_refund: l.taxRefund,
            total_deductions: l.totalDeductions,
            net_pay: l.netPay,
            carried_over: l.carriedOver,
            annual_taxable_basis: l.annualBasis?.taxable ?? null,
            annual_withheld_basis: l.annualBasis?.withheld ?? null,
            items: JSON.stringify(l.items),
            time_summary: JSON.stringify(l.timeSummary),
          })),
        )
        .execute();
    }
    const uses = lines.flatMap(({ employee: e, line: l }) =>
      l.itemUses.map((u) => ({
        payroll_id: payrollId,
        employee_item_id: u.id,
        employee_id: e.id,
        scheduled: u.scheduled,
        due: u.due,
        taken: u.taken,
        exempt: u.exempt,
      })),
    );
    for (let i = 0; i < uses.length; i += CHUNK) {
      await trx
        .insertInto('payroll_line_employee_items')
        .values(uses.slice(i, i + CHUNK))
        .execute();
    }
    await trx
      .updateTable('payrolls')
      .set({
        employee_count: result.employees,
        total_gross: result.totalGross,
        total_deductions: result.totalDeductions,
        total_net: result.totalNet,
        generated_at: sql`now()`,
        generated_by: actor.userId,
      })
      .where('id', '=', payrollId)
      .execute();
    await recordAudit(
      trx,
      { userId: actor.userId, name: actor.name, ip: null },
      {
        entityType: 'payroll',
        entityId: payrollId,
        action: 'generated',
        newValues: { employees: result.employees, totalGross: result.totalGross, totalNet: result.totalNet },
      },
    );
  });
  await progress.report(lines.length, lines.length);
  return result;
}

export function runGenerationJob(ctx: JobContext<{ payrollId: number; userName?: string }>) {
  return generateLines(
    ctx.db,
    ctx.payload.payrollId,
    { userId: ctx.createdBy, name: ctx.payload.userName ?? null },
    ctx.progress,
  );
}
