// Salary import through the one import pipeline, good rows only. Idempotent by natural key
// (employee, effective date): a row equal to a recorded salary is unchanged, so the same rows
// imported twice post once; the same file imported completely is answered with that import.
import { SALARY_TYPE, enumLabel } from '@ilaw/contracts/enums';
import { formatNumber } from '@ilaw/contracts/format';
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import { salaryImportSpec, type SalaryImportRow } from '@ilaw/contracts/hr/salaries/salary-import';
import { importSalariesEndpoint } from '@ilaw/contracts/hr/salaries/import-salaries';
import { Decimal } from 'decimal.js';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { HR_WRITERS } from '../access.ts';
import { employeeIdsByCode } from '../employees/employee-codes.ts';

export const SALARY_IMPORT: ImportDefinition<SalaryImportRow> = {
  kind: 'hr-salaries',
  spec: salaryImportSpec,
  mode: 'good-rows-only',
  what: 'salary template',
  maxRows: 5000,
  auditType: 'salary-import',
};

export const importSalaries = defineRoute({
  endpoint: importSalariesEndpoint,
  access: anyRole(...HR_WRITERS),
  handler: (ctx) =>
    runImport(ctx, SALARY_IMPORT, {
      target: 'all',
      async post(trx, rows, out, file) {
        const idOf = await employeeIdsByCode(
          trx,
          rows.map((r) => r.value.employeeId),
        );
        // Nobody imports their own salary (issue 10 item 6): that row is refused, the others go on.
        const ownId = await ownEmployeeId(trx, ctx.user.id);
        const ids = [...idOf.values()];
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
        const toInsert: { row: number; employee: number; salary: SalaryImportRow }[] = [];

        for (const { row, value: r } of rows) {
          const id = idOf.get(r.employeeId.toLowerCase());
          if (id === undefined) {
            out.fail(row, 'Employee ID', `No employee has the ID '${r.employeeId}'.`, r.employeeId);
            continue;
          }
          if (id === ownId) {
            out.fail(row, 'Employee ID', OWN_RECORD_CHANGE, r.employeeId);
            continue;
          }
          const key = `${id}|${r.effectiveDate}`;
          const earlier = seenInFile.get(key);
          if (earlier !== undefined) {
            out.fail(
              row,
              'Effective Date',
              `Row ${earlier} already gives this employee a salary effective ${r.effectiveDate}.`,
              r.effectiveDate,
            );
            continue;
          }
          const same = existing.get(key);
          if (same) {
            if (same.salary_type === r.salaryType && new Decimal(same.amount).eq(r.amount)) {
              seenInFile.set(key, row);
              out.unchanged(row);
            } else {
              out.fail(
                row,
                'Effective Date',
                `A different salary effective ${r.effectiveDate} is already recorded (${enumLabel(SALARY_TYPE, same.salary_type)} ${formatNumber(same.amount)}). Correct it on the Employee Salaries screen.`,
                r.effectiveDate,
              );
            }
            continue;
          }
          // Only a good row claims the key: a later row for the same date is then a repeat.
          seenInFile.set(key, row);
          toInsert.push({ row, employee: id, salary: r });
        }
        if (toInsert.length === 0) return;

        const inserted = await trx
          .insertInto('salaries')
          .values(
            toInsert.map(({ employee, salary }) => ({
              employee_id: employee,
              salary_type: salary.salaryType,
              amount: new Decimal(salary.amount).toFixed(2),
              effective_date: salary.effectiveDate,
              remarks: salary.remarks,
              created_by: ctx.actor.userId,
            })),
          )
          .onConflict((oc) => oc.columns(['employee_id', 'effective_date']).doNothing())
          .returning(['id', 'employee_id', 'effective_date', 'amount'])
          .execute();
        const newRow = new Map(inserted.map((s) => [`${s.employee_id}|${s.effective_date}`, s]));
        for (const { row, employee, salary } of toInsert) {
          const s = newRow.get(`${employee}|${salary.effectiveDate}`);
          // Recorded by a salary entry meanwhile (the import lock does not cover the form).
          if (!s) {
            out.unchanged(row);
            continue;
          }
          out.posted(row);
          await recordAudit(trx, ctx.actor, {
            entityType: 'salary',
            entityId: s.id,
            action: 'imported',
            newValues: {
              employeeId: employee,
              salaryType: salary.salaryType,
              amount: s.amount,
              effectiveDate: salary.effectiveDate,
              remarks: salary.remarks,
              file: file.name,
              line: row,
            },
          });
        }
      },
    }),
});
