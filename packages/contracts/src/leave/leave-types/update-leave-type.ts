import { endpoint, idParam } from '../../http.ts';
import { leaveTypeSchema } from './leave-type.ts';
import { leaveTypeFieldsSchema } from './leave-type.ts';

export const updateLeaveTypeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/leave-types/{id}',
  summary: 'Edit a leave type. Posted ledger lines keep their days; a new rule applies to later postings.',
  params: idParam,
  body: leaveTypeFieldsSchema,
  response: leaveTypeSchema,
});
