import { endpoint, idParam } from '../../http.ts';
import { familyMemberFieldsSchema, familyMemberSchema } from './family-member.ts';

export const updateFamilyMemberEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/family-members/{id}',
  summary: 'Edit a family member.',
  params: idParam,
  body: familyMemberFieldsSchema,
  response: familyMemberSchema,
});
