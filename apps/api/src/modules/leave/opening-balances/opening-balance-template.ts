// The opening balance template: a row per active employee and active leave type earned monthly
// (vacation and sick leave by default), with the opening balance already posted for the fiscal
// year filled in, so re-importing the downloaded file changes nothing.
import { employeeDisplayName } from '@ilaw/contracts/hr/employees/employee';
import { OPENING_BALANCE_TEMPLATE_SHEET } from '@ilaw/contracts/leave/opening-balances/opening-balance';
import { exportCell } from '@ilaw/contracts/export-cells';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { buildImportTemplate, importInstructions } from '../../../platform/imports/import-template.ts';
import { LINE, STATUS } from '../ledger.ts';

export async function buildOpeningBalanceTemplate(db: Kysely<Database>, fiscalYearId: number): Promise<Buffer> {
  const fy = await db
    .selectFrom('fiscal_years')
    .select(['name', 'start_date'])
    .where('id', '=', fiscalYearId)
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('employees as e')
    .crossJoin('leave_types as t')
    .leftJoin('leave_ledger_lines as l', (j) =>
      j
        .onRef('l.employee_id', '=', 'e.id')
        .onRef('l.leave_type_id', '=', 't.id')
        .on('l.fiscal_year_id', '=', fiscalYearId)
        .on('l.line_type', '=', LINE.OpeningBalance)
        .on('l.status', '=', STATUS.Posted),
    )
    .select(['e.employee_id', 'e.first_name', 'e.middle_name', 'e.last_name', 'e.suffix', 't.code', 'l.days'])
    .where('e.employee_status', '=', 1)
    .where('t.is_active', '=', true)
    .where('t.earning_rule', '=', 'Monthly')
    .orderBy(sql`lower(e.last_name)`)
    .orderBy(sql`lower(e.first_name)`)
    .orderBy('e.id')
    .orderBy('t.id')
    .execute();
  const codes = (
    await db.selectFrom('leave_types').select('code').where('is_active', '=', true).orderBy('id').execute()
  ).map((t) => t.code);

  return buildImportTemplate({
    sheet: OPENING_BALANCE_TEMPLATE_SHEET,
    columns: [
      { header: 'Employee ID' },
      { header: 'Employee Name', width: 36 },
      { header: 'Leave Type', list: codes },
      { header: 'Days', numFmt: '0.000' },
    ],
    rows: rows.map((r) => ({
      'Employee ID': r.employee_id,
      'Employee Name': exportCell(
        employeeDisplayName({
          firstName: r.first_name,
          middleName: r.middle_name,
          lastName: r.last_name,
          suffix: r.suffix,
        }),
      ),
      'Leave Type': r.code,
      // A number cell: 3 decimals read back exactly (shortest decimal form of the double).
      Days: r.days === null ? null : Number(r.days),
    })),
    instructions: [
      `Opening leave balances for ${fy.name} (posted as of ${fy.start_date})`,
      '1. Fill Days (0 or more, up to 3 decimals, e.g. 12.375) for each employee and leave type. Leave Days empty to skip a row.',
      '2. Leave Type is the code of a leave type (VL, SL, ...). Employee Name is for reading only; the Employee ID decides who the row is for.',
      '3. Rows already filled show the opening balance posted before; importing them unchanged changes nothing.',
      '4. A different value for a posted opening balance reverses the old one (kept as Cancelled) and posts the new one.',
      '5. Do not rename the sheet or its column headers. You may delete rows or add rows for other employees or types.',
      '6. Your own opening balance is imported by another leave officer (separation of duties).',
      ...importInstructions('good-rows-only'),
    ],
  });
}
