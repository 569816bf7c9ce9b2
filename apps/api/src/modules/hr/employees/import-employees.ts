// Go-live: the employee records of the old system (docs/decisions/019): the HR record's fields,
// government numbers, employment type and status, hiring date. An employee ID already recorded with
// the same name is unchanged; with another name, the row fails. Salaries and leave opening balances
// have their own imports (decision 016).
import type { EmployeeImportRow } from '@ilaw/contracts/golive/golive-imports';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { BatchRecord } from '../../../platform/imports/import-batches.ts';
import {
  recordBatchRecords,
  type ImportFile,
  type ImportOutcome,
  type ValidRow,
} from '../../../platform/imports/import-pipeline.ts';

export async function postEmployeeImport(
  trx: Transaction<Database>,
  rows: ValidRow<EmployeeImportRow>[],
  out: ImportOutcome,
  file: ImportFile,
): Promise<void> {
  const codes = [...new Set(rows.map((r) => r.value.employeeId.toLowerCase()))];
  const found = await sql<{ code: string; last_name: string; first_name: string }>`
    SELECT lower(employee_id) AS code, last_name, first_name FROM employees
    WHERE lower(employee_id) = ANY(${codes}::text[])`.execute(trx);
  const existing = new Map(found.rows.map((e) => [e.code, e]));
  const seen = new Map<string, number>();
  const add: ValidRow<EmployeeImportRow>[] = [];
  for (const r of rows) {
    const v = r.value;
    const code = v.employeeId.toLowerCase();
    const earlier = seen.get(code);
    if (earlier !== undefined) {
      out.fail(r.row, 'Employee ID', `Row ${earlier} already has this employee ID.`, v.employeeId);
      continue;
    }
    seen.set(code, r.row);
    const there = existing.get(code);
    if (there) {
      if (there.last_name === v.lastName && there.first_name === v.firstName) out.unchanged(r.row);
      else {
        out.fail(
          r.row,
          'Employee ID',
          `Employee ID ${v.employeeId} is already recorded for ${there.first_name} ${there.last_name}.`,
          v.employeeId,
        );
      }
      continue;
    }
    add.push(r);
  }
  if (add.length === 0) return;
  const col = <T>(f: (v: EmployeeImportRow) => T) => add.map((r) => f(r.value));
  const inserted = await sql<{ id: number; employee_id: string }>`
    INSERT INTO employees (employee_id, last_name, first_name, middle_name, suffix, birth_date, gender, civil_status,
      address, contact_number, email, position, branch_code, employment_type, employee_status, date_hired,
      sss_no, pag_ibig_no, phil_health_no, tin_no)
    SELECT * FROM unnest(${col((v) => v.employeeId)}::text[], ${col((v) => v.lastName)}::text[],
      ${col((v) => v.firstName)}::text[], ${col((v) => v.middleName)}::text[], ${col((v) => v.suffix)}::text[],
      ${col((v) => v.birthDate)}::date[], ${col((v) => v.gender)}::text[], ${col((v) => v.civilStatus)}::text[],
      ${col((v) => v.address)}::text[], ${col((v) => v.contactNumber)}::text[], ${col((v) => v.email)}::text[],
      ${col((v) => v.position)}::text[], ${col((v) => v.branch)}::int[], ${col((v) => v.employmentType)}::int[],
      ${col((v) => v.employeeStatus)}::int[], ${col((v) => v.dateHired)}::date[], ${col((v) => v.sssNo)}::text[],
      ${col((v) => v.pagIbigNo)}::text[], ${col((v) => v.philHealthNo)}::text[], ${col((v) => v.tinNo)}::text[])
    RETURNING id, employee_id`.execute(trx);
  await recordBatchRecords(
    trx,
    file.batchId,
    inserted.rows.map((e) => e.id),
  );
  for (const r of add) out.posted(r.row);
}

/**
 * Removes a batch's employees while nothing was recorded on them since: family, attachments,
 * histories and salaries (which would go with them) are checked here, everything else by its key.
 */
export async function undoEmployeeImport(trx: Transaction<Database>, records: BatchRecord[]): Promise<void> {
  const ids = records.map((r) => r.recordId);
  if (ids.length === 0) return;
  const recorded = await sql<{ n: number }>`
    SELECT (SELECT count(*) FROM employee_family_members WHERE employee_id = ANY(${ids}::int[]))
      + (SELECT count(*) FROM employee_attachments WHERE employee_id = ANY(${ids}::int[]))
      + (SELECT count(*) FROM employment_histories WHERE employee_id = ANY(${ids}::int[]))
      + (SELECT count(*) FROM salaries WHERE employee_id = ANY(${ids}::int[]))
      + (SELECT count(*) FROM employees WHERE id = ANY(${ids}::int[]) AND user_id IS NOT NULL) AS n`.execute(trx);
  const refusal = 'These employees cannot be removed: records were made on them since the import.';
  if (Number(recorded.rows[0]?.n ?? 0) > 0) throw conflict(refusal);
  await sql`SAVEPOINT undo_employees`.execute(trx);
  try {
    await sql`DELETE FROM employees WHERE id = ANY(${ids}::int[])`.execute(trx);
  } catch (error) {
    if ((error as { code?: string }).code !== '23503') throw error;
    await sql`ROLLBACK TO SAVEPOINT undo_employees`.execute(trx);
    throw conflict(refusal);
  }
}
