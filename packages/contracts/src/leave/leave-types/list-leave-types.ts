import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { leaveTypeSchema } from './leave-type.ts';

export const listLeaveTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/leaves/types',
  summary: 'All leave types with their earning rules.',
  response: z.array(leaveTypeSchema),
});
