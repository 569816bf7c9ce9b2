// Which work schedule an employee follows from a date.
import { z } from 'zod';

export const scheduleAssignmentSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  fullName: z.string(),
  workScheduleId: z.number().int(),
  scheduleName: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});
export type ScheduleAssignment = z.infer<typeof scheduleAssignmentSchema>;
