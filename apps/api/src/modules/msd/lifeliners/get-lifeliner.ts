import { getLifelinerEndpoint } from '@ilaw/contracts/msd/lifeliners/get-lifeliner';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LIFELINE_CLERKS } from '../access.ts';
import { loadLifelinerDetail } from './lifeliner-queries.ts';

export const getLifeliner = defineRoute({
  endpoint: getLifelinerEndpoint,
  access: anyRole(...LIFELINE_CLERKS),
  handler: ({ params, db, user }) => loadLifelinerDetail(db, user, params.id),
});
