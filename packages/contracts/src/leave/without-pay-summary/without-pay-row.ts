// Without-pay summary: days of leave taken without pay, per employee and month.
import { z } from 'zod';

export const withoutPayRowSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  departmentName: z.string().nullable(),
  /** 'YYYY-MM' of the leave's start date. */
  month: z.string(),
  leaveTypeCode: z.string(),
  days: z.string(),
  applications: z.number().int(),
});

export type WithoutPayRow = z.infer<typeof withoutPayRowSchema>;
