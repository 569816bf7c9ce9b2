import { personalCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-my-correction-requests';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { correctionQuery, toCorrections } from './correction-queries.ts';
import { ownEmployee } from '../scope.ts';

export const listMyCorrectionRequests = defineRoute({
  endpoint: personalCorrectionRequestsEndpoint,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const me = await ownEmployee(db, user);
    const rows = await correctionQuery(db)
      .where('c.employee_id', '=', me.id)
      .orderBy('c.requested_at', 'desc')
      .limit(200)
      .execute();
    return toCorrections(db, user, rows);
  },
});
