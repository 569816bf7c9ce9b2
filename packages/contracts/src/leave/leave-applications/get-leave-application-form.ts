import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { leaveApplicationFormSchema } from './leave-application-form.ts';

export const getLeaveApplicationFormEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leave-applications/{id}/form',
  summary: 'What CSC Form 6 prints for a leave application: applicant, application and leave credits.',
  params: z.object({ id: id() }),
  response: leaveApplicationFormSchema,
});
