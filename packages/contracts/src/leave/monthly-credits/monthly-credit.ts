// A month's earned leave credits, posted to every active employee at once.
import { z } from 'zod';

export const monthlyEarnedLeaveSchema = z.object({
  id: z.number().int(),
  fiscalYearId: z.number().int(),
  year: z.number().int(),
  month: z.number().int(),
  employeeCount: z.number().int(),
  postedAt: z.string(),
});

export type MonthlyEarnedLeave = z.infer<typeof monthlyEarnedLeaveSchema>;

/** The month whose credits are posted by default: the last one that has ended (today is 'YYYY-MM-DD'). */
export function lastEndedMonth(today: string): { year: number; month: number } {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  return month === 1 ? { year: year - 1, month: 12 } : { year, month: month - 1 };
}

/** A month's credits are earned at its end, so a month still running (or to come) is refused. */
export const MONTH_NOT_ENDED = 'Leave credits can be posted only for a month that has ended.';
