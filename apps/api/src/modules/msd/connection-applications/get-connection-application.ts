import { getConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/get-connection-application';
import { anyRole } from '../../../platform/http/access.ts';
import type { SessionUser } from '../../../platform/http/context.ts';
import { defineRoute, type HandlerInput } from '../../../platform/http/define-route.ts';
import { NCA_READERS } from '../access.ts';
import { loadApplicationDetail } from './connection-application-queries.ts';

export const getConnectionApplication = defineRoute({
  endpoint: getConnectionApplicationEndpoint,
  access: anyRole(...NCA_READERS),
  handler: ({ params, db, user }: HandlerInput<typeof getConnectionApplicationEndpoint, SessionUser>) =>
    loadApplicationDetail(db, user, params.id),
});
