import { personalComputeEndpoint } from '@ilaw/contracts/dtr/records/compute-my-dtr';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { computeDtr } from '../compute.ts';
import { ownEmployee } from '../scope.ts';

export const computeMyDtr = defineRoute({
  endpoint: personalComputeEndpoint,
  access: SIGNED_IN,
  async handler({ body, db, user }) {
    const me = await ownEmployee(db, user);
    return db.transaction().execute((trx) => computeDtr(trx, [me.id], body.from, body.to));
  },
});
