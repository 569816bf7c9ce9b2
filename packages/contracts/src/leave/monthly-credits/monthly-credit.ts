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
