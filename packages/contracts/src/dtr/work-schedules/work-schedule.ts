// Work schedules: official hours, grace minutes and working days.
import { z } from 'zod';
import { integer } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { punchTime, requiredPunchTime } from '../fields.ts';
import { scheduleAssignmentSchema } from '../schedule-assignments/schedule-assignment.ts';

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

/** GetWorkSchedules: the schedules, and the assignments in effect for the employees in view. */
export const workSchedulesViewSchema = z.object({
  schedules: z.array(workScheduleSchema),
  assignments: z.array(scheduleAssignmentSchema),
});
export type WorkSchedulesView = z.infer<typeof workSchedulesViewSchema>;

const required = 'This field is required.';
export const SHIFT_WITHOUT_LENGTH =
  'Time out must differ from time in; a time out before the time in ends the next day.';

export const workScheduleFieldsSchema = z
  .object({
    name: requiredText(1, 100),
    isContinuous: z.boolean().default(false),
    amIn: requiredPunchTime,
    amOut: punchTime.nullable().default(null),
    pmIn: punchTime.nullable().default(null),
    pmOut: requiredPunchTime,
    graceMinutes: integer(0, 120),
    workingDays: z
      .string()
      .min(1, 'Choose at least one working day.')
      .regex(/^[1-7]{1,7}$/, 'Working days are ISO weekday digits, e.g. 12345 for Monday to Friday.'),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.isContinuous) {
      // A time out before the time in ends the next day: an overnight shift (22:00-06:00, decision 020).
      if (v.amIn === v.pmOut) ctx.addIssue({ code: 'custom', path: ['pmOut'], message: SHIFT_WITHOUT_LENGTH });
      return;
    }
    if (!v.amOut) ctx.addIssue({ code: 'custom', path: ['amOut'], message: required });
    if (!v.pmIn) ctx.addIssue({ code: 'custom', path: ['pmIn'], message: required });
    if (v.amOut && v.pmIn && !(v.amIn < v.amOut && v.amOut <= v.pmIn && v.pmIn < v.pmOut)) {
      ctx.addIssue({
        code: 'custom',
        path: ['generalErrors'],
        message: 'Times must run AM in < AM out <= PM in < PM out.',
      });
    }
  });
