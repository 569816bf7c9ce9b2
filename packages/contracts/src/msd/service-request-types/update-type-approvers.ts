import { endpoint, idParam } from '../../http.ts';
import { TYPE_APPROVERS_PATH, typeApproversBody, typeApproversSchema } from './type-approvers.ts';

export const updateTypeApproversEndpoint = endpoint({
  method: 'PUT',
  path: TYPE_APPROVERS_PATH,
  summary:
    "Sets a service request type's first and second approvers (each must hold ServiceRequestApprover; nobody in both steps). Requests pending at a step follow the new list.",
  params: idParam,
  body: typeApproversBody,
  response: typeApproversSchema,
});
