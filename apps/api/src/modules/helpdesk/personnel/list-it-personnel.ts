import { listItPersonnelEndpoint } from '@ilaw/contracts/helpdesk/personnel/list-it-personnel';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { itPersonnel } from './personnel-queries.ts';

export const listItPersonnel = defineRoute({
  endpoint: listItPersonnelEndpoint,
  access: anyRole('Admin'),
  async handler({ db }) {
    return { items: await itPersonnel(db) };
  },
});
