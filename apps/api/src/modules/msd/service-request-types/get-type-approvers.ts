import { getTypeApproversEndpoint } from '@ilaw/contracts/msd/service-request-types/get-type-approvers';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TYPE_ADMINS } from '../access.ts';
import { loadTypeApprovers } from './type-approver-queries.ts';

export const getTypeApprovers = defineRoute({
  endpoint: getTypeApproversEndpoint,
  access: anyRole(...TYPE_ADMINS),
  handler: ({ params, db }) => loadTypeApprovers(db, params.id),
});
