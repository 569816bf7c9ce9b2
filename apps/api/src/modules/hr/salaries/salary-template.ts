// The salary template: a 'Salaries' sheet listing every active employee (ID, name, current salary
// type) with Amount and Effective Date left for HR to fill, and an instructions sheet. The import
// reads the same columns back (salaryImportSpec).
import { SALARY_TYPE } from '@ilaw/contracts/enums';
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { SALARY_TEMPLATE_SHEET } from '@ilaw/contracts/hr/salaries/salary-import';
import { exportCell } from '@ilaw/contracts/export-cells';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

const TYPE_LABEL = new Map<number, string>(Object.values(SALARY_TYPE).map((t) => [t.value, t.label]));

export async function buildSalaryTemplate(db: Kysely<Database>): Promise<Buffer> {
  const today = manilaToday();
  const employees = await db
    .selectFrom('employees as e')
    .select([
      'e.employee_id',
      'e.first_name',
      'e.middle_name',
      'e.last_name',
      'e.suffix',
      sql<
        number | null
      >`(SELECT s.salary_type FROM salaries s WHERE s.employee_id = e.id AND s.effective_date <= ${today}::date ORDER BY s.effective_date DESC LIMIT 1)`.as(
        'salary_type',
      ),
    ])
    .where('e.employee_status', '=', 1)
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .execute();

  return buildImportTemplate({
    sheet: SALARY_TEMPLATE_SHEET,
    columns: [
      { header: 'Employee ID' },
      { header: 'Employee Name', width: 36 },
      { header: 'Salary Type', list: ['Monthly', 'Daily'], listError: 'Choose Monthly or Daily.' },
      { header: 'Amount', numFmt: '#,##0.00' },
      { header: 'Effective Date', numFmt: 'yyyy-mm-dd' },
      { header: 'Remarks', width: 30 },
    ],
    rows: employees.map((e) => ({
      'Employee ID': e.employee_id,
      'Employee Name': exportCell(
        employeeDisplayName({
          firstName: e.first_name,
          middleName: e.middle_name,
          lastName: e.last_name,
          suffix: e.suffix,
        }),
      ),
      'Salary Type': TYPE_LABEL.get(e.salary_type ?? 0) ?? 'Monthly',
    })),
    instructions: [
      'How to fill this template',
      '1. Fill Amount (pesos, up to 2 decimals) and Effective Date (a date, or text as YYYY-MM-DD) for each employee whose salary changes.',
      '2. Salary Type is Monthly or Daily. Employee Name is for reading only; the Employee ID decides who the row is for.',
      '3. Leave Amount and Effective Date empty on rows that do not change; they are skipped.',
      '4. Do not rename the "Salaries" sheet or its column headers. You may delete rows or add rows for other employees.',
      ...importInstructions('good-rows-only'),
    ],
  });
}
