import { MONTH_NOT_ENDED } from '@ilaw/contracts/leave/monthly-credits/monthly-credit';
import { postMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/post-monthly-credits';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { assertOpenYear, LEAVE_LOCK } from '../ledger.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { creditMonth, monthBounds, monthlyAlreadyPosted, toMonthly } from './monthly-credit-queries.ts';

const LEAVE = anyRole('LeaveLedger');

export const postMonthlyCredits = defineRoute({
  endpoint: postMonthlyEarnedEndpoint,
  access: LEAVE,
  async handler({ body, db, actor, reply }) {
    const { first, last } = monthBounds(body.year, body.month);
    // Credits are dated the month's last day: a month not yet ended would date them in the future.
    if (last >= manilaToday()) throw fieldError('month', MONTH_NOT_ENDED);
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
      const updated = await creditMonth(trx, {
        postingId: posting.id,
        fiscalYearId: fy.id,
        first,
        last,
        userId: actor.userId,
      });
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
