// Demo data: the monthly leave credits of every month that has ended in the fiscal years on file
// (open ones), as HR would have posted them month by month. Safe to run again: a month already
// posted is left alone.
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { creditMonth, monthBounds } from '../monthly-credits/monthly-credit-queries.ts';

export async function seedLeaveDemo(db: Kysely<Database>, log: (msg: string) => void): Promise<void> {
  const today = manilaToday();
  const years = await db
    .selectFrom('fiscal_years as f')
    .select(['f.id', 'f.start_date', 'f.end_date'])
    .where('f.start_date', '<', today)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('fiscal_year_leave_closings as c')
            .select('c.fiscal_year_id')
            .whereRef('c.fiscal_year_id', '=', 'f.id'),
        ),
      ),
    )
    .execute();
  let posted = 0;
  await db.transaction().execute(async (trx) => {
    for (const fy of years) {
      let year = Number(fy.start_date.slice(0, 4));
      let month = Number(fy.start_date.slice(5, 7));
      for (;;) {
        const { first, last } = monthBounds(year, month);
        if (last >= today || first > fy.end_date) break;
        const already = await trx
          .selectFrom('monthly_earned_leaves')
          .select('id')
          .where('year', '=', year)
          .where('month', '=', month)
          .where('cancelled_at', 'is', null)
          .executeTakeFirst();
        if (!already) {
          const posting = await trx
            .insertInto('monthly_earned_leaves')
            .values({ fiscal_year_id: fy.id, year, month, posted_by: null })
            .returning('id')
            .executeTakeFirstOrThrow();
          await creditMonth(trx, { postingId: posting.id, fiscalYearId: fy.id, first, last, userId: null });
          posted += 1;
        }
        if (month === 12) {
          year += 1;
          month = 1;
        } else month += 1;
      }
    }
  });
  log(`leave demo: ${posted} months of monthly credits posted`);
}
