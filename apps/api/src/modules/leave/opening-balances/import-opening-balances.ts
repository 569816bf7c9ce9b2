// Opening balance import through the one import pipeline, good rows only. One Posted opening
// balance per employee, fiscal year and type (a partial unique index): a row equal to it is
// unchanged; a different value reverses (cancels) it and posts the new one (decision 023), so a
// correction needs no other screen and the old value stays on record. Nobody imports their own
// opening balance (separation of duties): that row is refused, the others go on.
import { importOpeningBalancesEndpoint } from '@ilaw/contracts/leave/opening-balances/import-opening-balances';
import {
  openingBalanceImportSpec,
  type OpeningBalanceImportRow,
} from '@ilaw/contracts/leave/opening-balances/opening-balance';
import { Decimal } from 'decimal.js';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport, type ImportDefinition } from '../../../platform/imports/import-pipeline.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { employeeIdsByCode } from '../../hr/public.ts';
import { ownRowRefusal } from './own-row.ts';
import { assertOpenYear, LEAVE_LOCK, LINE, resolveFiscalYear, STATUS } from '../ledger.ts';

export const OPENING_BALANCE_IMPORT: ImportDefinition<OpeningBalanceImportRow> = {
  kind: 'leave-opening-balances',
  spec: openingBalanceImportSpec,
  mode: 'good-rows-only',
  what: 'opening balance template',
  maxRows: 10_000,
  auditType: 'leave-opening-balance',
};

export const importOpeningBalances = defineRoute({
  endpoint: importOpeningBalancesEndpoint,
  access: anyRole('LeaveLedger'),
  async handler(ctx) {
    const fiscalYearId = await resolveFiscalYear(ctx.db, ctx.query.fiscalYearId);
    return runImport(ctx, OPENING_BALANCE_IMPORT, {
      target: fiscalYearId,
      async post(trx, rows, out, file) {
        await assertOpenYear(trx, fiscalYearId);
        // Imports into one year follow each other (the closing takes this lock for the next year).
        await lockSubject(trx, LEAVE_LOCK.openingBalances, fiscalYearId);
        const fy = await trx
          .selectFrom('fiscal_years')
          .select(['start_date', 'name'])
          .where('id', '=', fiscalYearId)
          .executeTakeFirstOrThrow();
        const employeeOf = await employeeIdsByCode(
          trx,
          rows.map((r) => r.value.employeeId),
        );
        const ownId = await ownEmployeeId(trx, ctx.user.id);
        const types = await trx.selectFrom('leave_types').select(['id', 'code', 'name', 'is_active']).execute();
        const typeOf = new Map<string, (typeof types)[number]>();
        for (const t of types) {
          typeOf.set(t.code.toLowerCase(), t);
          typeOf.set(t.name.toLowerCase(), t);
        }
        const ids = [...employeeOf.values()];
        const posted = ids.length
          ? await trx
              .selectFrom('leave_ledger_lines')
              .select(['id', 'employee_id', 'leave_type_id', 'days'])
              .where('employee_id', 'in', ids)
              .where('fiscal_year_id', '=', fiscalYearId)
              .where('line_type', '=', LINE.OpeningBalance)
              .where('status', '=', STATUS.Posted)
              .forUpdate()
              .execute()
          : [];
        const existing = new Map(posted.map((p) => [`${p.employee_id}|${p.leave_type_id}`, p]));
        const seen = new Map<string, number>();
        const toPost: {
          row: number;
          employeeId: string;
          leaveType: string;
          employee: number;
          type: number;
          days: string;
          replaces: { id: number; days: string } | null;
        }[] = [];

        for (const { row, value: r } of rows) {
          const employee = employeeOf.get(r.employeeId.toLowerCase());
          const type = typeOf.get(r.leaveType.toLowerCase());
          if (employee === undefined) {
            out.fail(row, 'Employee ID', `No employee has the ID '${r.employeeId}'.`, r.employeeId);
            continue;
          }
          const own = ownRowRefusal(employee, ownId);
          if (own !== null) {
            out.fail(row, 'Employee ID', own, r.employeeId);
            continue;
          }
          if (!type || !type.is_active) {
            out.fail(row, 'Leave Type', `'${r.leaveType}' is not the code of an active leave type.`, r.leaveType);
            continue;
          }
          const key = `${employee}|${type.id}`;
          const earlier = seen.get(key);
          if (earlier !== undefined) {
            out.fail(
              row,
              'Leave Type',
              `Row ${earlier} already gives this employee an opening ${type.code} balance.`,
              r.leaveType,
            );
            continue;
          }
          seen.set(key, row);
          const before = existing.get(key);
          if (before && new Decimal(before.days).eq(r.days)) {
            out.unchanged(row);
            continue;
          }
          toPost.push({
            row,
            employeeId: r.employeeId,
            leaveType: type.code,
            employee,
            type: type.id,
            days: r.days,
            replaces: before ? { id: before.id, days: new Decimal(before.days).toString() } : null,
          });
        }
        if (toPost.length === 0) return;

        const reversed = toPost.flatMap((p) => (p.replaces ? [p.replaces.id] : []));
        if (reversed.length > 0) {
          await trx
            .updateTable('leave_ledger_lines')
            .set({ status: STATUS.Cancelled, cancelled_at: new Date(), cancelled_by: ctx.actor.userId })
            .where('id', 'in', reversed)
            .execute();
        }
        await trx
          .insertInto('leave_ledger_lines')
          .values(
            toPost.map((p) => ({
              employee_id: p.employee,
              fiscal_year_id: fiscalYearId,
              leave_type_id: p.type,
              line_type: LINE.OpeningBalance,
              status: STATUS.Posted,
              entry_date: fy.start_date,
              days: p.days,
              description: `Opening balance (${file.name}, row ${p.row})`,
              created_by: ctx.actor.userId,
            })),
          )
          .execute();
        for (const p of toPost) {
          out.posted(
            p.row,
            p.replaces ? `Replaced the opening balance of ${p.replaces.days} days (kept as Cancelled).` : undefined,
          );
        }
        // The import's audit entry (on the fiscal year) carries every posted row.
        return {
          fiscalYear: fy.name,
          rows: toPost.map((p) => ({
            row: p.row,
            employeeId: p.employeeId,
            leaveType: p.leaveType,
            days: p.days,
            replaced: p.replaces?.days ?? null,
          })),
        };
      },
    });
  },
});
