// Fiscal-year closing of the leave ledger, in ONE transaction and set-based:
// 1. a ClosingBalance line (dated the year's end) per employee and type with Posted movement;
// 2. an OpeningBalance line (dated the next year's start) for types that carry over, unless an
//    opening is already posted there (e.g. imported): that one is kept and counted;
// 3. the next year's annual grants. Once per fiscal year (fiscal_year_leave_closings' key).
// A negative balance (credits reversed after they were used) closes and carries at 0.
import { closeLeaveFiscalYearEndpoint } from '@ilaw/contracts/leave/fiscal-year-closings/close-leave-fiscal-year';
import { LEAVE_ALREADY_CLOSED } from '@ilaw/contracts/leave/fiscal-year-closings/leave-closing';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { postAnnualGrants } from '../annual-grants/annual-grants.ts';
import { LEAVE_LOCK, LINE, STATUS } from '../ledger.ts';

export const NO_NEXT_YEAR = 'Add the next fiscal year under Fiscal Year Configuration before closing this one.';

export const closeLeaveFiscalYear = defineRoute({
  endpoint: closeLeaveFiscalYearEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ body, db, actor, reply }) {
    const result = await db.transaction().execute(async (trx) => {
      // Exclusive: waits for postings into the year in progress; later ones find it closed.
      await lockSubject(trx, LEAVE_LOCK.fiscalYear, body.fiscalYearId);
      const fy = await trx
        .selectFrom('fiscal_years')
        .selectAll()
        .where('id', '=', body.fiscalYearId)
        .forUpdate()
        .executeTakeFirst();
      if (!fy) throw fieldError('fiscalYearId', 'The fiscal year was not found.');
      const done = await trx
        .selectFrom('fiscal_year_leave_closings')
        .select('fiscal_year_id')
        .where('fiscal_year_id', '=', fy.id)
        .executeTakeFirst();
      if (done) throw conflict(LEAVE_ALREADY_CLOSED, 'fiscalYearId');
      const next = await trx
        .selectFrom('fiscal_years')
        .selectAll()
        .where('start_date', '>', fy.end_date)
        .orderBy('start_date')
        .limit(1)
        .executeTakeFirst();
      if (!next) throw fieldError('fiscalYearId', NO_NEXT_YEAR);
      // Carried-over openings go into the next year beside any opening balance import there.
      await lockSubject(trx, LEAVE_LOCK.openingBalances, next.id);

      const closing = await sql`
        INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description, created_by)
        SELECT l.employee_id, ${fy.id}::int, l.leave_type_id, ${LINE.ClosingBalance}::smallint, ${STATUS.Posted}::smallint,
               ${fy.end_date}::date,
               GREATEST(sum(CASE WHEN l.line_type IN (${LINE.OpeningBalance}, ${LINE.Earned}) THEN l.days
                                 WHEN l.line_type = ${LINE.Used} THEN -l.days ELSE 0 END), 0),
               'Closing balance ' || ${fy.name}::text, ${actor.userId}::int
        FROM leave_ledger_lines l
        WHERE l.fiscal_year_id = ${fy.id}::int AND l.status = ${STATUS.Posted} AND l.line_type <> ${LINE.ClosingBalance}
        GROUP BY l.employee_id, l.leave_type_id`.execute(trx);

      const kept = await sql<{ n: number }>`
        SELECT count(*)::int AS n
        FROM leave_ledger_lines c JOIN leave_types t ON t.id = c.leave_type_id
        WHERE c.fiscal_year_id = ${fy.id}::int AND c.line_type = ${LINE.ClosingBalance} AND c.status = ${STATUS.Posted}
          AND t.carries_over AND c.days > 0
          AND EXISTS (SELECT 1 FROM leave_ledger_lines o
                      WHERE o.employee_id = c.employee_id AND o.leave_type_id = c.leave_type_id
                        AND o.fiscal_year_id = ${next.id}::int AND o.line_type = ${LINE.OpeningBalance} AND o.status = ${STATUS.Posted})`.execute(
        trx,
      );
      const opening = await sql`
        INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description, created_by)
        SELECT c.employee_id, ${next.id}::int, c.leave_type_id, ${LINE.OpeningBalance}::smallint, ${STATUS.Posted}::smallint,
               ${next.start_date}::date, c.days, 'Carried over from ' || ${fy.name}::text, ${actor.userId}::int
        FROM leave_ledger_lines c JOIN leave_types t ON t.id = c.leave_type_id
        WHERE c.fiscal_year_id = ${fy.id}::int AND c.line_type = ${LINE.ClosingBalance} AND c.status = ${STATUS.Posted}
          AND t.carries_over AND c.days > 0
          AND NOT EXISTS (SELECT 1 FROM leave_ledger_lines o
                          WHERE o.employee_id = c.employee_id AND o.leave_type_id = c.leave_type_id
                            AND o.fiscal_year_id = ${next.id}::int AND o.line_type = ${LINE.OpeningBalance} AND o.status = ${STATUS.Posted})`.execute(
        trx,
      );
      const annualGrants = await postAnnualGrants(trx, next.id, actor.userId);
      const row = await trx
        .insertInto('fiscal_year_leave_closings')
        .values({ fiscal_year_id: fy.id, next_fiscal_year_id: next.id, closed_by: actor.userId })
        .returningAll()
        .executeTakeFirstOrThrow();
      const summary = {
        fiscalYearId: fy.id,
        fiscalYearName: fy.name,
        nextFiscalYearId: next.id,
        nextFiscalYearName: next.name,
        closedAt: row.closed_at.toISOString(),
        closingLines: Number(closing.numAffectedRows ?? 0),
        openingLines: Number(opening.numAffectedRows ?? 0),
        openingsKept: kept.rows[0]?.n ?? 0,
        annualGrants,
      };
      await recordAudit(trx, actor, {
        entityType: 'leave-fiscal-year',
        entityId: fy.id,
        action: 'closed',
        newValues: summary,
      });
      return summary;
    });
    reply.code(201);
    return result;
  },
});
