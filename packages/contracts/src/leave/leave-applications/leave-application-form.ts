// What CSC Form 6 (Revised 2020), the application for leave, prints for one application: the
// applicant (section 1-4), the application (6) and the certification of leave credits (7.A).
import { z } from 'zod';
import { leaveApplicationRowSchema } from './leave-application.ts';

/** Decimal day counts travel as strings ('1.25'). */
const days = z.string();

/** One column of 7.A: the credits before this application, the days it takes, what is left. */
const creditColumnSchema = z.object({ totalEarned: days, lessThisApplication: days, balance: days });

export const leaveApplicationFormSchema = z.object({
  application: leaveApplicationRowSchema,
  employee: z.object({
    lastName: z.string(),
    firstName: z.string(),
    middleName: z.string(),
    office: z.string(),
    position: z.string(),
  }),
  /** Vacation (VL) and sick (SL) leave credits as of the filing date, without this application's lines. */
  credits: z.object({ asOf: z.string(), vacation: creditColumnSchema, sick: creditColumnSchema }),
});

export type LeaveApplicationForm = z.infer<typeof leaveApplicationFormSchema>;

/** The leave types Form 6's certification (7.A) and the leave card count, by their seeded codes. */
export const VACATION_LEAVE_CODE = 'VL';
export const SICK_LEAVE_CODE = 'SL';
