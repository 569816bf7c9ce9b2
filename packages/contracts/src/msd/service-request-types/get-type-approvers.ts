import { endpoint, idParam } from '../../http.ts';
import { TYPE_APPROVERS_PATH, typeApproversSchema } from './type-approvers.ts';

export const getTypeApproversEndpoint = endpoint({
  method: 'GET',
  path: TYPE_APPROVERS_PATH,
  summary: "A service request type's approvers per step (empty: the chain's members sign).",
  params: idParam,
  response: typeApproversSchema,
});
