// Monthly earned leave postings as the contract's rows, and the words of a month posted twice.
import { formatDate } from '@ilaw/contracts/format';

export const toMonthly = (m: {
  id: number;
  fiscal_year_id: number;
  year: number;
  month: number;
  employee_count: number;
  posted_at: Date;
}) => ({
  id: m.id,
  fiscalYearId: m.fiscal_year_id,
  year: m.year,
  month: m.month,
  employeeCount: m.employee_count,
  postedAt: m.posted_at.toISOString(),
});

export const monthlyAlreadyPosted = (year: number, month: number) =>
  `The leave credits of ${formatDate(`${year}-${String(month).padStart(2, '0')}-01`, 'MMMM YYYY')} have already been posted.`;
