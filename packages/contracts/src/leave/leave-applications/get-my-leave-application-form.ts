import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { leaveApplicationFormSchema } from './leave-application-form.ts';

export const getMyLeaveApplicationFormEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/user/leave-applications/{id}/form',
  summary: 'CSC Form 6 of one of my leave applications.',
  params: z.object({ id: id() }),
  response: leaveApplicationFormSchema,
});
