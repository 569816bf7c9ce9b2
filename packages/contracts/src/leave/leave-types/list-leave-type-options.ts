import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { leaveTypeSchema } from './leave-type.ts';

export const leaveTypeOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/LeaveTypes',
  summary: 'Active leave types for pickers.',
  response: z.array(leaveTypeSchema),
});
