// Opening balance import, mode good-rows-only: every row is checked; the good rows post together
// in ONE transaction (set-based), each bad row is answered with its line and reason. Idempotent:
// one Posted opening balance per employee, fiscal year and type (a partial unique index); a row
// equal to it is 'unchanged'; a different value reverses (cancels) it and posts the new one
// (decision 023), so a correction needs no other screen and the old value stays on record.
import { importOpeningBalancesEndpoint } from '@ilaw/contracts/leave/opening-balances/import-opening-balances';
import {
  type OpeningBalanceImportLine,
  type OpeningBalanceImportResult,
} from '@ilaw/contracts/leave/opening-balances/opening-balance';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { ownEmployeeId } from '../../../platform/approvals/own-record.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { XLSX_TYPE, cleanFileName } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { assertOpenYear, LEAVE_LOCK, LINE, resolveFiscalYear, STATUS } from '../ledger.ts';
import { ownRowRefusal } from './own-row.ts';
import { readOpeningBalanceRows } from './read-opening-balance-rows.ts';

export const importOpeningBalances = defineRoute({
  endpoint: importOpeningBalancesEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ db, actor, user, request, services, query }) {
    const upload = request.uploadedFiles[0];
    if (!upload || upload.bytes.length === 0) throw badRequest('Choose the filled opening balance template to import.');
    await services.files.check(upload.bytes, {
      contentTypes: [XLSX_TYPE],
      typeMessage: 'Import the opening balance template as an Excel workbook (.xlsx).',
    });
    const fileName = cleanFileName(upload.fileName);
    const fiscalYearId = await resolveFiscalYear(db, query.fiscalYearId);
    const rows = await readOpeningBalanceRows(upload.bytes);

    return db.transaction().execute(async (trx) => {
      await assertOpenYear(trx, fiscalYearId);
      // Imports into one year follow each other, so a second one sees the first one's openings.
      await lockSubject(trx, LEAVE_LOCK.openingBalances, fiscalYearId);
      const fy = await trx
        .selectFrom('fiscal_years')
        .select(['start_date', 'name'])
        .where('id', '=', fiscalYearId)
        .executeTakeFirstOrThrow();
      const lines: OpeningBalanceImportLine[] = [];
      const good = rows.filter((r) => r.kind === 'row');
      const codes = [...new Set(good.map((r) => r.employeeId.toLowerCase()))];
      const employees = codes.length
        ? await trx
            .selectFrom('employees')
            .select(['id', sql<string>`lower(employee_id)`.as('code')])
            .where(sql`lower(employee_id)`, 'in', codes)
            .execute()
        : [];
      const employeeOf = new Map(employees.map((e) => [e.code, e.id]));
      const types = await trx.selectFrom('leave_types').select(['id', 'code', 'name', 'is_active']).execute();
      const typeOf = new Map<string, (typeof types)[number]>();
      for (const t of types) {
        typeOf.set(t.code.toLowerCase(), t);
        typeOf.set(t.name.toLowerCase(), t);
      }
      const ids = employees.map((e) => e.id);
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
      const importer = await ownEmployeeId(trx, user.id);
      const toPost: {
        line: number;
        employeeId: string;
        leaveType: string;
        employee: number;
        type: number;
        days: string;
        replaces: { id: number; days: string } | null;
      }[] = [];

      for (const r of rows) {
        if (r.kind === 'blank') continue;
        if (r.kind === 'error') {
          lines.push({
            line: r.line,
            employeeId: r.employeeId,
            leaveType: r.leaveType,
            status: 'error',
            reason: r.reason,
          });
          continue;
        }
        const error = (reason: string) =>
          lines.push({ line: r.line, employeeId: r.employeeId, leaveType: r.leaveType, status: 'error', reason });
        const employee = employeeOf.get(r.employeeId.toLowerCase());
        const type = typeOf.get(r.leaveType.toLowerCase());
        if (employee === undefined) {
          error(`No employee has the ID '${r.employeeId}'.`);
          continue;
        }
        const own = ownRowRefusal(employee, importer);
        if (own !== null) {
          error(own);
          continue;
        }
        if (!type || !type.is_active) {
          error(`'${r.leaveType}' is not the code of an active leave type.`);
          continue;
        }
        const key = `${employee}|${type.id}`;
        const earlier = seen.get(key);
        if (earlier !== undefined) {
          error(`Line ${earlier} already gives this employee an opening ${type.code} balance.`);
          continue;
        }
        seen.set(key, r.line);
        const before = existing.get(key);
        if (before && new Decimal(before.days).eq(r.days)) {
          lines.push({
            line: r.line,
            employeeId: r.employeeId,
            leaveType: type.code,
            status: 'unchanged',
            reason: 'Already posted.',
          });
          continue;
        }
        toPost.push({
          line: r.line,
          employeeId: r.employeeId,
          leaveType: type.code,
          employee,
          type: type.id,
          days: r.days,
          replaces: before ? { id: before.id, days: new Decimal(before.days).toString() } : null,
        });
      }

      const reversed = toPost.flatMap((p) => (p.replaces ? [p.replaces.id] : []));
      if (reversed.length > 0) {
        await trx
          .updateTable('leave_ledger_lines')
          .set({ status: STATUS.Cancelled, cancelled_at: new Date(), cancelled_by: actor.userId })
          .where('id', 'in', reversed)
          .execute();
      }
      if (toPost.length > 0) {
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
              description: `Opening balance (${fileName}, line ${p.line})`,
              created_by: actor.userId,
            })),
          )
          .execute();
        for (const p of toPost) {
          lines.push({
            line: p.line,
            employeeId: p.employeeId,
            leaveType: p.leaveType,
            status: p.replaces ? 'reposted' : 'posted',
            reason: p.replaces ? `Replaced the opening balance of ${p.replaces.days} days (kept as Cancelled).` : null,
          });
        }
        await recordAudit(trx, actor, {
          entityType: 'leave-opening-balance',
          entityId: fiscalYearId,
          action: 'imported',
          newValues: {
            file: fileName,
            fiscalYear: fy.name,
            rows: toPost.map((p) => ({
              line: p.line,
              employeeId: p.employeeId,
              leaveType: p.leaveType,
              days: p.days,
              replaced: p.replaces?.days ?? null,
            })),
          },
        });
      }

      lines.sort((a, b) => a.line - b.line);
      const count = (status: OpeningBalanceImportLine['status']) => lines.filter((l) => l.status === status).length;
      const result: OpeningBalanceImportResult = {
        mode: 'good-rows-only',
        fileName,
        fiscalYearId,
        rows: rows.length,
        posted: count('posted'),
        reposted: count('reposted'),
        unchanged: count('unchanged'),
        blank: rows.filter((r) => r.kind === 'blank').length,
        errors: count('error'),
        lines,
      };
      return result;
    });
  },
});
