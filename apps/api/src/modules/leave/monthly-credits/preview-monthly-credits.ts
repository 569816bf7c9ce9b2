import { previewMonthlyEarnedEndpoint } from '@ilaw/contracts/leave/monthly-credits/preview-monthly-credits';
import { sql } from 'kysely';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { creditedPairs, monthBounds } from './monthly-credit-queries.ts';

export const previewMonthlyCredits = defineRoute({
  endpoint: previewMonthlyEarnedEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const { last } = monthBounds(query.year, query.month);
    const counted = await sql<{ n: number }>`SELECT count(DISTINCT e.id)::int AS n ${creditedPairs(last)}`.execute(db);
    const posted = await db
      .selectFrom('monthly_earned_leaves')
      .select('id')
      .where('year', '=', query.year)
      .where('month', '=', query.month)
      .where('cancelled_at', 'is', null)
      .executeTakeFirst();
    return {
      year: query.year,
      month: query.month,
      employeeCount: counted.rows[0]?.n ?? 0,
      ended: last < manilaToday(),
      alreadyPosted: posted !== undefined,
    };
  },
});
