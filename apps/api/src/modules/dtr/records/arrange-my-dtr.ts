import { personalArrangeEndpoint } from '@ilaw/contracts/dtr/records/arrange-my-dtr';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { buildEmployeeDtrs } from '../compute.ts';
import { ownEmployee } from '../scope.ts';

export const arrangeMyDtr = defineRoute({
  endpoint: personalArrangeEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    const [sheet] = await buildEmployeeDtrs(db, [me.id], query.from, query.to, { live: true });
    return sheet!;
  },
});
