// Salary import, mode good-rows-only: every row is checked; the good rows are inserted together
// in ONE transaction (one multi-row INSERT), each bad row is answered with its line and reason.
// Idempotent by natural key (employee, effective date): a row equal to a recorded salary is
// 'unchanged', so importing the same file twice posts nothing the second time.
import { SALARY_TYPE, enumLabel } from '@ilaw/contracts/enums';
import { formatNumber } from '@ilaw/contracts/format';
import {
  importSalariesEndpoint,
  type SalaryImportLine,
  type SalaryImportResult,
} from '@ilaw/contracts/hr/salaries/salary-import';
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { XLSX_TYPE, cleanFileName } from '../../../platform/files/file-store.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { readSalaryRows } from './read-salary-rows.ts';

export const importSalaries = defineRoute({
  endpoint: importSalariesEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ db, actor, user, request, services }) {
    const upload = request.uploadedFiles[0];
    if (!upload || upload.bytes.length === 0) throw badRequest('Choose the filled salary template to import.');
    await services.files.check(upload.bytes, {
      contentTypes: [XLSX_TYPE],
      typeMessage: 'Import the salary template as an Excel workbook (.xlsx).',
    });
    const fileName = cleanFileName(upload.fileName);
    const rows = await readSalaryRows(upload.bytes);

    return db.transaction().execute(async (trx) => {
      const lines: SalaryImportLine[] = [];
      const good = rows.filter((r) => r.kind === 'row');
      const codes = [...new Set(good.map((r) => r.employeeId.toLowerCase()))];
      const employees = codes.length
        ? await trx
            .selectFrom('employees')
            .select(['id', 'employee_id', sql<string>`lower(employee_id)`.as('code')])
            .where(sql`lower(employee_id)`, 'in', codes)
            .execute()
        : [];
      const idOf = new Map(employees.map((e) => [e.code, e.id]));
      // Nobody imports their own salary (issue 10 item 6): that row is refused, the others go on.
      const ownId = await ownEmployeeId(trx, user.id);
      const ids = employees.map((e) => e.id);
      const recorded = ids.length
        ? await trx
            .selectFrom('salaries')
            .select(['employee_id', 'effective_date', 'salary_type', 'amount'])
            .where('employee_id', 'in', ids)
            .forUpdate()
            .execute()
        : [];
      const existing = new Map(recorded.map((s) => [`${s.employee_id}|${s.effective_date}`, s]));
      const seenInFile = new Map<string, number>();
      const toInsert: {
        line: number;
        employeeId: string;
        employee_id: number;
        salary_type: number;
        amount: string;
        effective_date: string;
        remarks: string | null;
      }[] = [];

      for (const r of rows) {
        if (r.kind === 'blank') continue;
        if (r.kind === 'error') {
          lines.push({ line: r.line, employeeId: r.employeeId, status: 'error', reason: r.reason });
          continue;
        }
        const id = idOf.get(r.employeeId.toLowerCase());
        if (id === undefined) {
          lines.push({
            line: r.line,
            employeeId: r.employeeId,
            status: 'error',
            reason: `No employee has the ID '${r.employeeId}'.`,
          });
          continue;
        }
        if (id === ownId) {
          lines.push({ line: r.line, employeeId: r.employeeId, status: 'error', reason: OWN_RECORD_CHANGE });
          continue;
        }
        const key = `${id}|${r.effectiveDate}`;
        const earlier = seenInFile.get(key);
        if (earlier !== undefined) {
          lines.push({
            line: r.line,
            employeeId: r.employeeId,
            status: 'error',
            reason: `Line ${earlier} already gives this employee a salary effective ${r.effectiveDate}.`,
          });
          continue;
        }
        const same = existing.get(key);
        if (same) {
          if (same.salary_type === r.salaryType && new Decimal(same.amount).eq(r.amount)) {
            seenInFile.set(key, r.line);
            lines.push({ line: r.line, employeeId: r.employeeId, status: 'unchanged', reason: 'Already recorded.' });
          } else {
            lines.push({
              line: r.line,
              employeeId: r.employeeId,
              status: 'error',
              reason: `A different salary effective ${r.effectiveDate} is already recorded (${enumLabel(SALARY_TYPE, same.salary_type)} ${formatNumber(same.amount)}). Correct it on the Employee Salaries screen.`,
            });
          }
          continue;
        }
        // Only a good line claims the key: a later line for the same date is then a repeat.
        seenInFile.set(key, r.line);
        toInsert.push({
          line: r.line,
          employeeId: r.employeeId,
          employee_id: id,
          salary_type: r.salaryType,
          amount: r.amount,
          effective_date: r.effectiveDate,
          remarks: r.remarks,
        });
      }

      if (toInsert.length > 0) {
        const inserted = await trx
          .insertInto('salaries')
          .values(
            toInsert.map((r) => ({
              employee_id: r.employee_id,
              salary_type: r.salary_type,
              amount: r.amount,
              effective_date: r.effective_date,
              remarks: r.remarks,
              created_by: actor.userId,
            })),
          )
          .onConflict((oc) => oc.columns(['employee_id', 'effective_date']).doNothing())
          .returning(['id', 'employee_id', 'effective_date', 'amount'])
          .execute();
        const newId = new Map(inserted.map((s) => [`${s.employee_id}|${s.effective_date}`, s]));
        for (const r of toInsert) {
          const s = newId.get(`${r.employee_id}|${r.effective_date}`);
          if (!s) {
            lines.push({
              line: r.line,
              employeeId: r.employeeId,
              status: 'unchanged',
              reason: 'Recorded by someone else meanwhile.',
            });
            continue;
          }
          lines.push({ line: r.line, employeeId: r.employeeId, status: 'posted', reason: null });
          await recordAudit(trx, actor, {
            entityType: 'salary',
            entityId: s.id,
            action: 'imported',
            newValues: {
              employeeId: r.employee_id,
              salaryType: r.salary_type,
              amount: s.amount,
              effectiveDate: r.effective_date,
              remarks: r.remarks,
              file: fileName,
              line: r.line,
            },
          });
        }
      }

      lines.sort((a, b) => a.line - b.line);
      const count = (status: SalaryImportLine['status']) => lines.filter((l) => l.status === status).length;
      const result: SalaryImportResult = {
        mode: 'good-rows-only',
        fileName,
        rows: rows.length,
        posted: count('posted'),
        unchanged: count('unchanged'),
        blank: rows.filter((r) => r.kind === 'blank').length,
        errors: count('error'),
        lines,
      };
      return result;
    });
  },
});
