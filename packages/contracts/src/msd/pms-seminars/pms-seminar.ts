// The pre-membership seminar (PMS): a session on a date with its seats, and the applications
// enrolled in it with their attendance (docs/decisions/071).
import { z } from 'zod';
import { calendarDate, branchCode } from '../../primitives.ts';
import { cleanString, optionalText, requiredText } from '../../validation.ts';
import { CONNECTION_STAGES } from '../enums.ts';

export const PMS_SEMINAR_BASE = '/api/v2/msd/pms-seminars';
export const PMS_SEMINAR_NOT_FOUND = 'The seminar was not found.';

export const pmsSeminarSchema = z.object({
  id: z.number().int(),
  seminarDate: z.string(),
  startTime: z.string(),
  venue: z.string(),
  branchCode: z.number().int(),
  branchName: z.string().nullable(),
  facilitator: z.string().nullable(),
  seats: z.number().int(),
  enrolled: z.number().int(),
  attended: z.number().int(),
});
export type PmsSeminar = z.infer<typeof pmsSeminarSchema>;

export const pmsAttendeeSchema = z.object({
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicantName: z.string(),
  stage: z.enum(CONNECTION_STAGES),
  attendedAt: z.string().nullable(),
});

export const pmsSeminarDetailSchema = pmsSeminarSchema.extend({ attendees: z.array(pmsAttendeeSchema) });
export type PmsSeminarDetail = z.infer<typeof pmsSeminarDetailSchema>;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const pmsSeminarFields = z.object({
  seminarDate: calendarDate(),
  startTime: cleanString().regex(TIME, 'Enter the start time as HH:MM.'),
  venue: requiredText(1, 200),
  branchCode: branchCode(),
  facilitator: optionalText(150),
  seats: z
    .number({ error: 'Enter the number of seats.' })
    .int()
    .min(1, 'At least one seat.')
    .max(1000, 'At most 1,000 seats.'),
});
