// The one-time amounts template of a payroll: a row per employee of the payroll (its lines, or its
// selection before it is generated) and a row per one-time amount already entered, to fill in and
// import back (oneTimeImportSpec).
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { ONE_TIME_TEMPLATE_SHEET } from '@ilaw/contracts/payroll/employee-items/one-time-import';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { exportCell } from '@ilaw/contracts/export-cells';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { employeesWithSalaryOn } from '../../hr/public.ts';

export async function buildOneTimeTemplate(db: Kysely<Database>, payrollId: number): Promise<Buffer> {
  const payroll = await db
    .selectFrom('payrolls')
    .select(['name', 'period_end', 'department_id', 'employee_status', 'employment_type'])
    .where('id', '=', payrollId)
    .executeTakeFirst();
  if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
  const lines = await db
    .selectFrom('payroll_lines')
    .select(['employee_id', 'employee_code', 'employee_name'])
    .where('payroll_id', '=', payrollId)
    .orderBy(sql`lower(employee_name)`)
    .execute();
  const people =
    lines.length > 0
      ? lines.map((l) => ({ id: l.employee_id, code: l.employee_code, name: l.employee_name }))
      : (
          await employeesWithSalaryOn(
            db,
            {
              departmentId: payroll.department_id,
              employeeStatus: payroll.employee_status,
              employmentType: payroll.employment_type,
            },
            payroll.period_end,
          )
        ).map((e) => ({ id: e.id, code: e.employeeCode, name: e.name }));
  const entered = await db
    .selectFrom('payroll_employee_items as i')
    .innerJoin('employees as e', 'e.id', 'i.employee_id')
    .select([
      'i.employee_id',
      'e.employee_id as code',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      'i.kind',
      'i.label',
      'i.amount',
      'i.taxable',
      'i.remarks',
    ])
    .where('i.payroll_id', '=', payrollId)
    .orderBy('i.id')
    .execute();
  const has = new Set(entered.map((i) => i.employee_id));
  const rows: Record<string, string | number | null>[] = [];
  for (const i of entered) {
    rows.push({
      'Employee ID': i.code,
      'Employee Name': exportCell(
        employeeDisplayName({
          firstName: i.first_name,
          middleName: i.middle_name,
          lastName: i.last_name,
          suffix: i.suffix,
        }),
      ),
      'Earning or Deduction': i.kind === 'OneTimeEarning' ? 'Earning' : 'Deduction',
      Description: exportCell(i.label),
      Amount: Number(i.amount),
      Taxable: i.kind === 'OneTimeEarning' ? (i.taxable ? 'Yes' : 'No') : null,
      Remarks: i.remarks === null ? null : exportCell(i.remarks),
    });
  }
  for (const p of people) {
    if (has.has(p.id)) continue;
    rows.push({ 'Employee ID': p.code, 'Employee Name': exportCell(p.name) });
  }
  return buildImportTemplate({
    sheet: ONE_TIME_TEMPLATE_SHEET,
    columns: [
      { header: 'Employee ID' },
      { header: 'Employee Name', width: 36 },
      {
        header: 'Earning or Deduction',
        width: 20,
        list: ['Earning', 'Deduction'],
        listError: 'Choose Earning or Deduction.',
      },
      { header: 'Description', width: 30 },
      { header: 'Amount', numFmt: '#,##0.00' },
      { header: 'Taxable', list: ['Yes', 'No'] },
      { header: 'Remarks', width: 30 },
    ],
    rows,
    instructions: [
      `How to fill this template (${payroll.name})`,
      '1. For each one-time amount, fill Earning or Deduction, a Description (e.g. "Salary differential", "Cash advance") and the Amount (pesos, up to 2 decimals).',
      '2. Taxable (earnings): Yes if the amount is compensation income, No if it is not. Deductions ignore it.',
      '3. Add a row per amount: an employee may have several, each with its own description. Employee Name is for reading only.',
      '4. A row with the description of an amount already entered for that employee replaces its amount. Rows without amount, kind and description are skipped.',
      '5. Import it on the payroll screen, then generate the payroll again. A deduction that does not fit above the net pay floor carries over to the next payroll.',
      ...importInstructions('good-rows-only'),
    ],
  });
}
