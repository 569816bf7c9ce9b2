// The salary template workbook: a 'Salaries' sheet listing every active employee (ID, name,
// current salary type) with Amount and Effective Date left for HR to fill, and an instructions
// sheet. The import reads the same columns back.
import { SALARY_TYPE } from '@ilaw/contracts/enums';
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { SALARY_TEMPLATE_COLUMNS, SALARY_TEMPLATE_SHEET } from '@ilaw/contracts/hr/salaries/salary-import';
import { exportCell } from '@ilaw/contracts/export-cells';
import ExcelJS from 'exceljs';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
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

  const wb = new ExcelJS.Workbook();
  wb.creator = 'Ilaw';
  wb.created = new Date();
  const ws = wb.addWorksheet(SALARY_TEMPLATE_SHEET, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = SALARY_TEMPLATE_COLUMNS.map((header) => ({
    header,
    key: header,
    width: header === 'Employee Name' ? 36 : header === 'Remarks' ? 30 : 16,
  }));
  ws.getRow(1).font = { bold: true };
  ws.getColumn('Amount').numFmt = '#,##0.00';
  ws.getColumn('Effective Date').numFmt = 'yyyy-mm-dd';
  for (const e of employees) {
    ws.addRow({
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
    });
  }
  // A drop-down for the type on the rows in use and some spare ones.
  const last = Math.max(employees.length + 1, 2) + 200;
  for (let r = 2; r <= last; r += 1) {
    ws.getCell(r, 3).dataValidation = {
      type: 'list',
      allowBlank: true,
      formulae: ['"Monthly,Daily"'],
      showErrorMessage: true,
      errorTitle: 'Salary Type',
      error: 'Choose Monthly or Daily.',
    };
  }
  const help = wb.addWorksheet('Instructions');
  help.getColumn(1).width = 110;
  [
    'How to fill this template',
    '1. Fill Amount (pesos, up to 2 decimals) and Effective Date (a date, or text as YYYY-MM-DD) for each employee whose salary changes.',
    '2. Salary Type is Monthly or Daily. Employee Name is for reading only; the Employee ID decides who the row is for.',
    '3. Leave Amount and Effective Date empty on rows that do not change; they are skipped.',
    '4. Do not rename the "Salaries" sheet or its column headers. You may delete rows or add rows for other employees.',
    '5. Import: every row is checked. Good rows are posted together; each bad row is reported with its line and reason and posts nothing.',
    '6. Importing the same file again changes nothing: a row equal to a recorded salary (same employee and effective date) is reported as unchanged.',
  ].forEach((text, i) => {
    const row = help.addRow([text]);
    if (i === 0) row.font = { bold: true, size: 13 };
  });
  const out = await wb.xlsx.writeBuffer();
  return Buffer.from(out as ArrayBuffer);
}
