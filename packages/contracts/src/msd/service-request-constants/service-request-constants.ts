import { z } from 'zod';
import { cleanString } from '../../validation.ts';

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
export const INVALID_TIME = 'Enter a time as HH:MM (24-hour).';
const time = () => cleanString({ error: INVALID_TIME }).regex(TIME, INVALID_TIME);

/** The office hours the working-hours clock counts (Monday to Friday, holidays excepted). */
export const serviceRequestConstantsSchema = z.object({
  workdayStart: z.string(),
  breakStart: z.string(),
  breakEnd: z.string(),
  workdayEnd: z.string(),
  /** Saturday is a working day for the clock. */
  saturdayIsWorkday: z.boolean(),
});
export type ServiceRequestConstants = z.infer<typeof serviceRequestConstantsSchema>;

export const serviceRequestConstantsFields = z
  .object({
    workdayStart: time(),
    breakStart: time(),
    breakEnd: time(),
    workdayEnd: time(),
    saturdayIsWorkday: z.boolean(),
  })
  .refine((v) => v.workdayStart < v.breakStart && v.breakStart <= v.breakEnd && v.breakEnd < v.workdayEnd, {
    message: 'The times must follow one another: start, break, end of break, end of the day.',
    path: ['workdayEnd'],
  });
