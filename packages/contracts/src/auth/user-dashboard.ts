import { z } from 'zod';
import { endpoint } from '../http.ts';

/** The 'Your Account' dialog: null until HR links an employee record to the user. */
export const personalDetailsSchema = z.object({
  employeeId: z.string().nullable(),
  sssNo: z.string().nullable(),
  pagIbigNo: z.string().nullable(),
  philHealthNo: z.string().nullable(),
  hmoNo: z.string().nullable(),
  tinNo: z.string().nullable(),
});
export type PersonalDetails = z.infer<typeof personalDetailsSchema>;

export const userDashboardEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/dashboard',
  summary: "The signed-in user's employee ID and government numbers.",
  response: personalDetailsSchema,
});
