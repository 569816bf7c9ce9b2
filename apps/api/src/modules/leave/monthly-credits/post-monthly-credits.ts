import { EMPLOYEE_STATUS } from '@ilaw/contracts/enums';
import { postMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/post-monthly-credits';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { assertOpenYear, LEAVE_LOCK, LINE, STATUS } from '../ledger.ts';
import { monthlyAlreadyPosted, toMonthly } from './monthly-credit-queries.ts';

const LEAVE = anyRole('LeaveLedger');

export const postMonthlyCredits = defineRoute({
  endpoint: postMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ body, db, actor, reply }) {
    const first = `${body.year}-${String(body.month).padStart(2, '0')}-01`;
    const last = new Date(Date.UTC(body.year, body.month, 0)).toISOString().slice(0, 10);
    const row = await db.transaction().execute(async (trx) => {
      const fy = await trx
        .selectFrom('fiscal_years')
        .select('id')
        .where('start_date', '<=', first)
        .where('end_date', '>=', first)
        .executeTakeFirst();
      if (!fy)
        throw fieldError('month', 'No fiscal year covers this month. Add it under Fiscal Year Configuration first.');
      await assertOpenYear(trx, fy.id, 'month');
      const posting = await postOnce(
        trx,
        {
          kind: LEAVE_LOCK.monthlyEarned,
          id: body.year * 100 + body.month,
          alreadyPosted: async () =>
            (await trx
              .selectFrom('monthly_earned_leaves')
              .select('id')
              .where('year', '=', body.year)
              .where('month', '=', body.month)
              .where('cancelled_at', 'is', null)
              .executeTakeFirst()) !== undefined,
          message: monthlyAlreadyPosted(body.year, body.month),
          field: 'month',
        },
        () =>
          trx
            .insertInto('monthly_earned_leaves')
            .values({ fiscal_year_id: fy.id, year: body.year, month: body.month, posted_by: actor.userId })
            .returningAll()
            .executeTakeFirstOrThrow(),
      );
      // Set-based: one Earned line per active employee (hired by the month's end) and Monthly type.
      await sql`
        INSERT INTO leave_ledger_lines (employee_id, fiscal_year_id, leave_type_id, line_type, status, entry_date, days, description, monthly_earned_leave_id, created_by)
        SELECT e.id, ${fy.id}::int, t.id, ${LINE.Earned}::smallint, ${STATUS.Posted}::smallint, ${last}::date, t.monthly_credit,
               'Earned ' || to_char(${first}::date, 'FMMonth YYYY'), ${posting.id}::int, ${actor.userId}::int
        FROM employees e CROSS JOIN leave_types t
        WHERE e.employee_status = ${EMPLOYEE_STATUS.Active.value} AND (e.date_hired IS NULL OR e.date_hired <= ${last}::date)
          AND t.is_active AND t.earning_rule = 'Monthly' AND t.monthly_credit > 0`.execute(trx);
      const count = await sql<{ n: number }>`
        SELECT count(DISTINCT employee_id)::int AS n FROM leave_ledger_lines WHERE monthly_earned_leave_id = ${posting.id}`.execute(
        trx,
      );
      const updated = await trx
        .updateTable('monthly_earned_leaves')
        .set({ employee_count: count.rows[0]!.n })
        .where('id', '=', posting.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'monthly-earned-leave',
        entityId: posting.id,
        action: 'posted',
        newValues: toMonthly(updated),
      });
      return updated;
    });
    reply.code(201);
    return toMonthly(row);
  },
});
