import { listBranchesEndpoint } from '@ilaw/contracts/reference/branches';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const listBranches = defineRoute({
  endpoint: listBranchesEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    return db.selectFrom('branches').select(['code', 'key', 'name']).orderBy('code').execute();
  },
});
