import { endpoint } from '../../http.ts';
import { leaveTypeSchema } from './leave-type.ts';
import { leaveTypeFieldsSchema } from './leave-type.ts';

export const createLeaveTypeEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leave-types',
  summary: 'Add a leave type with its earning rule.',
  body: leaveTypeFieldsSchema,
  response: leaveTypeSchema,
});
