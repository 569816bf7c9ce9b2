// A daily time record (one employee's day) and the Form 48 sheet of a period.
import { z } from 'zod';

export const DAY_TYPES = ['Workday', 'RestDay', 'Holiday', 'Leave', 'Travel', 'NoSchedule', 'Future'] as const;

export const dailyTimeRecordSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeNo: z.string(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  dailyTimeRecordDate: z.string(),
  dayType: z.string(),
  amIn: z.string().nullable(),
  amOut: z.string().nullable(),
  pmIn: z.string().nullable(),
  pmOut: z.string().nullable(),
  logAmIn: z.string().nullable(),
  logAmOut: z.string().nullable(),
  logPmIn: z.string().nullable(),
  logPmOut: z.string().nullable(),
  isManual: z.boolean(),
  manualReason: z.string().nullable(),
  isTravel: z.boolean(),
  overtimeAuthorized: z.boolean(),
  tardyMinutes: z.number().int(),
  undertimeMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  absentDays: z.string(),
  remarks: z.string(),
});

/** Columns the paged DTR lists sort by (employee and date order otherwise). */
export const DTR_SORT_COLUMNS = [
  'employeeNo',
  'fullName',
  'dailyTimeRecordDate',
  'tardyMinutes',
  'undertimeMinutes',
  'overtimeMinutes',
  'absentDays',
] as const;

export type DailyTimeRecord = z.infer<typeof dailyTimeRecordSchema>;

export const dtrTotalsSchema = z.object({
  tardyMinutes: z.number().int(),
  undertimeMinutes: z.number().int(),
  overtimeMinutes: z.number().int(),
  absentDays: z.string(),
  tardyCount: z.number().int(),
});

/**
 * The official hours Form 48 prints: the times of the schedule in effect at the period's end and
 * its working days (ISO weekdays as digits, '12345' = Monday to Friday).
 */
export const officialHoursSchema = z.object({
  isContinuous: z.boolean(),
  amIn: z.string(),
  amOut: z.string().nullable(),
  pmIn: z.string().nullable(),
  pmOut: z.string(),
  workingDays: z.string(),
});

export type OfficialHours = z.infer<typeof officialHoursSchema>;

/** One employee's DTR for a period, as the Form 48 sheet prints it. */
export const employeeDtrSchema = z.object({
  employeeId: z.number().int(),
  employeeNo: z.string(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  position: z.string().nullable(),
  scheduleName: z.string().nullable(),
  officialHours: officialHoursSchema.nullable(),
  from: z.string(),
  to: z.string(),
  records: z.array(dailyTimeRecordSchema),
  totals: dtrTotalsSchema,
});

export type EmployeeDtr = z.infer<typeof employeeDtrSchema>;

export const employeeBriefSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  position: z.string().nullable(),
});

export const computeResultSchema = z.object({ employees: z.number().int(), days: z.number().int() });
