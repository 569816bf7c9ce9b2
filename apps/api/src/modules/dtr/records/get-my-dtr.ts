import { personalDtrEndpoint } from '@ilaw/contracts/dtr/records/get-my-dtr';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { ownEmployee } from '../scope.ts';

export const getMyDtr = defineRoute({
  endpoint: personalDtrEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    const [sheet] = await buildEmployeeDtrs(db, [me.id], query.from, query.to);
    return sheet!;
  },
});
