// One-time amounts of a draft payroll through the one import pipeline, good rows only: a row is a
// one-time earning or deduction of the employee for this payroll; the same one again is unchanged,
// a different amount for the same description replaces it (noted).
import { OWN_RECORD_CHANGE } from '@ilaw/contracts/approvals/requests/approval-request';
import { DEFAULT_PRIORITY, ONE_TIME_PAYROLL_NOT_DRAFT } from '@ilaw/contracts/payroll/employee-items/employee-item';
import { importOneTimeAmountsEndpoint } from '@ilaw/contracts/payroll/employee-items/import-one-time-amounts';
import { oneTimeImportSpec, type OneTimeImportRow } from '@ilaw/contracts/payroll/employee-items/one-time-import';
import { PAYROLL_NOT_FOUND } from '@ilaw/contracts/payroll/payrolls/payroll';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { PAYROLL_STAFF } from '../access.ts';
import { PAYROLL_LOCK } from '../payrolls/payroll-queries.ts';

export const ONE_TIME_IMPORT: ImportDefinition<OneTimeImportRow> = {
  kind: 'payroll-one-time',
  spec: oneTimeImportSpec,
  mode: 'good-rows-only',
  what: 'one-time amounts template',
  maxRows: 10000,
  auditType: 'payroll',
};

export const importOneTimeAmounts = defineRoute({
  endpoint: importOneTimeAmountsEndpoint,
  access: anyRole(...PAYROLL_STAFF),
  handler: (ctx) =>
    runImport(ctx, ONE_TIME_IMPORT, {
      target: ctx.params.id,
      async post(trx, rows, out, file) {
        const payrollId = ctx.params.id;
        await lockSubject(trx, PAYROLL_LOCK.payroll, payrollId);
        const payroll = await trx
          .selectFrom('payrolls')
          .select(['status', 'period_start'])
          .where('id', '=', payrollId)
          .executeTakeFirst();
        if (!payroll) throw notFound(PAYROLL_NOT_FOUND);
        if (payroll.status !== 'Draft') throw conflict(ONE_TIME_PAYROLL_NOT_DRAFT);
        const codes = [...new Set(rows.map((r) => r.value.employeeId.toLowerCase()))];
        const employees = await trx
          .selectFrom('employees')
          .select(['id', sql<string>`lower(employee_id)`.as('code')])
          .where(sql`lower(employee_id)`, 'in', codes)
          .execute();
        const idOf = new Map(employees.map((e) => [e.code, e.id]));
        const ownId = await ownEmployeeId(trx, ctx.user.id);
        const recorded = await trx
          .selectFrom('payroll_employee_items')
          .select(['id', 'employee_id', 'kind', 'label', 'amount', 'taxable', 'remarks'])
          .where('payroll_id', '=', payrollId)
          .execute();
        const keyOf = (employee: number, kind: string, label: string) => `${employee}|${kind}|${label.toLowerCase()}`;
        const existing = new Map(recorded.map((r) => [keyOf(r.employee_id, r.kind, r.label), r]));
        const seen = new Map<string, number>();
        let changed = 0;
        for (const { row, value: r } of rows) {
          const employee = idOf.get(r.employeeId.toLowerCase());
          if (employee === undefined) {
            out.fail(row, 'Employee ID', `No employee has the ID '${r.employeeId}'.`, r.employeeId);
            continue;
          }
          if (employee === ownId) {
            out.fail(row, 'Employee ID', OWN_RECORD_CHANGE, r.employeeId);
            continue;
          }
          const key = keyOf(employee, r.kind, r.label);
          const earlier = seen.get(key);
          if (earlier !== undefined) {
            out.fail(row, 'Description', `Row ${earlier} already gives this employee this amount.`, r.label);
            continue;
          }
          seen.set(key, row);
          const amount = new Decimal(r.amount).toFixed(2);
          const taxable = r.kind === 'OneTimeEarning' ? r.taxable : true;
          const same = existing.get(key);
          if (same) {
            if (same.amount === amount && same.taxable === taxable && same.remarks === r.remarks) {
              out.unchanged(row);
              continue;
            }
            await trx
              .updateTable('payroll_employee_items')
              .set({ amount, taxable, remarks: r.remarks, updated_at: new Date() })
              .where('id', '=', same.id)
              .execute();
            await recordAudit(trx, ctx.actor, {
              entityType: 'payroll-employee-item',
              entityId: same.id,
              action: 'imported',
              oldValues: { amount: same.amount, taxable: same.taxable, remarks: same.remarks },
              newValues: { amount, taxable, remarks: r.remarks, file: file.name, line: row },
            });
            out.posted(row, `Replaced the amount of ${same.amount}.`);
            changed += 1;
            continue;
          }
          const inserted = await trx
            .insertInto('payroll_employee_items')
            .values({
              employee_id: employee,
              kind: r.kind,
              category: 'Adjustment',
              label: r.label,
              taxable,
              amount,
              start_date: payroll.period_start,
              payroll_id: payrollId,
              priority: DEFAULT_PRIORITY.Adjustment,
              remarks: r.remarks,
              is_active: true,
              created_by: ctx.actor.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          await recordAudit(trx, ctx.actor, {
            entityType: 'payroll-employee-item',
            entityId: inserted.id,
            action: 'imported',
            newValues: {
              employeeId: employee,
              kind: r.kind,
              label: r.label,
              amount,
              taxable,
              file: file.name,
              line: row,
            },
          });
          out.posted(row);
          changed += 1;
        }
        // A generation running now must not post lines that miss these amounts.
        if (changed > 0)
          await trx
            .updateTable('payrolls')
            .set({ updated_at: sql`now()` })
            .where('id', '=', payrollId)
            .execute();
        return { oneTimeAmounts: changed };
      },
    }),
});
