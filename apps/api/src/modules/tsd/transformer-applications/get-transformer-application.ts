import { getTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/get-transformer-application';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { APPLICATION_READERS } from '../access.ts';
import { loadApplication } from './application-queries.ts';

export const getTransformerApplication = defineRoute({
  endpoint: getTransformerApplicationEndpoint,
  access: anyRole(...APPLICATION_READERS),
  handler: ({ params, db, user }) => loadApplication(db, user, params.id),
});
