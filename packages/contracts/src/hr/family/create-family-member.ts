import { endpoint } from '../../http.ts';
import { employeeRecordParam } from '../employees/get-employee.ts';
import { familyMemberFieldsSchema, familyMemberSchema } from './family-member.ts';

export const createFamilyMemberEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/employees/{employeeId}/family',
  summary: 'Add a family member. One spouse at most (409).',
  params: employeeRecordParam,
  body: familyMemberFieldsSchema,
  response: familyMemberSchema,
});
