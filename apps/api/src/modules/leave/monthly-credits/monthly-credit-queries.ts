// Monthly earned leave postings as the contract's rows, and the words of a month posted twice.
import { formatDate } from '@ilaw/contracts/format';
import type { MonthlyEarnedLeave } from '@ilaw/contracts/leave/monthly-credits/monthly-credit';
import type { Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export const toMonthly = (m: Selectable<Database['monthly_earned_leaves']>): MonthlyEarnedLeave => ({
  id: m.id,
  fiscalYearId: m.fiscal_year_id,
  year: m.year,
  month: m.month,
  employeeCount: m.employee_count,
  postedAt: m.posted_at.toISOString(),
});

export const monthlyAlreadyPosted = (year: number, month: number) =>
  `The leave credits of ${formatDate(`${year}-${String(month).padStart(2, '0')}-01`, 'MMMM YYYY')} have already been posted.`;
