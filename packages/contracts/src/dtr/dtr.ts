// Shapes shared by every daily time record endpoint.
import { z } from 'zod';
import { approvalSummarySchema } from '../approvals/requests.ts';
import { isoDate } from '../http.ts';

/** 'HH:MM' (24-hour) punch time, Manila wall clock. */
export const punchTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).');

export const DAY_TYPES = ['Workday', 'RestDay', 'Holiday', 'Leave', 'Travel', 'NoSchedule', 'Future'] as const;

/** Approval (SPEC.md section 3) of correction requests and leave applications. */
export const APPROVAL = {
  Pending: { value: 0, label: 'Pending' },
  Approved: { value: 1, label: 'Approved' },
  Disapproved: { value: 2, label: 'Disapproved' },
} as const;
/** A correction request its employee took back (beside SPEC.md's Approval values). */
export const CORRECTION_WITHDRAWN = { value: 3, label: 'Withdrawn' } as const;

export const PERIOD_ORDER = 'The end date must not be before the start date.';
export const PERIOD_TOO_LONG = 'A period can be at most 93 days.';
export const periodFields = { from: isoDate, to: isoDate };

/** Adds the period checks (order, at most 93 days) to an object schema with from/to. */
export function withPeriod<S extends z.ZodType<{ from: string; to: string }>>(schema: S) {
  return schema.superRefine((v, ctx) => {
    if (v.to < v.from) ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_ORDER });
    else if ((Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 > 92) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: PERIOD_TOO_LONG });
    }
  });
}

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

export const biometricLogSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int().nullable(),
  fullName: z.string().nullable(),
  biometricUserId: z.string(),
  deviceSerial: z.string(),
  logDate: z.string(),
  logTime: z.string(),
  verifyMode: z.number().int().nullable(),
  inOutState: z.number().int().nullable(),
});
export type BiometricLog = z.infer<typeof biometricLogSchema>;

export const workScheduleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  isContinuous: z.boolean(),
  amIn: z.string(),
  amOut: z.string().nullable(),
  pmIn: z.string().nullable(),
  pmOut: z.string(),
  graceMinutes: z.number().int(),
  workingDays: z.string(),
  isDefault: z.boolean(),
  isActive: z.boolean(),
});
export type WorkSchedule = z.infer<typeof workScheduleSchema>;

export const scheduleAssignmentSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  fullName: z.string(),
  workScheduleId: z.number().int(),
  scheduleName: z.string(),
  effectiveFrom: z.string(),
  effectiveTo: z.string().nullable(),
});

/** GetWorkSchedules: the schedules, and the assignments in effect for the employees in view. */
export const workSchedulesViewSchema = z.object({
  schedules: z.array(workScheduleSchema),
  assignments: z.array(scheduleAssignmentSchema),
});

export const employeeBriefSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  fullName: z.string(),
  departmentId: z.number().int().nullable(),
  position: z.string().nullable(),
});

export const computeResultSchema = z.object({ employees: z.number().int(), days: z.number().int() });

/** The punches of a manual edit or a correction: a field present sets it (null clears it). */
export const punchEditFields = z.object({
  amIn: punchTime.nullable().optional(),
  amOut: punchTime.nullable().optional(),
  pmIn: punchTime.nullable().optional(),
  pmOut: punchTime.nullable().optional(),
});

export const correctionRequestSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  fullName: z.string(),
  recordDate: z.string(),
  amIn: z.string().nullable(),
  amOut: z.string().nullable(),
  pmIn: z.string().nullable(),
  pmOut: z.string().nullable(),
  reason: z.string(),
  status: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  /** The request's approval: current step and whether the signed-in user may decide or withdraw. */
  approval: approvalSummarySchema.nullable(),
});
export type CorrectionRequest = z.infer<typeof correctionRequestSchema>;
