import { endpoint } from '../../http.ts';
import { employeeRecordParam } from '../employees/get-employee.ts';
import { familyMemberSchema } from './family-member.ts';
import { z } from 'zod';

export const listFamilyEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/employees/{employeeId}/family',
  summary: "The employee's spouse, children and other family members (spouse first, then children by birth date).",
  params: employeeRecordParam,
  response: z.array(familyMemberSchema),
});
