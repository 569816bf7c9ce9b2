import { myLeaveLedgerEndpoint } from '@ilaw/contracts/leave/ledger/get-my-leave-ledger';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { ownEmployee } from '../../dtr/public.ts';
import { loadLedger, resolveFiscalYear } from '../ledger.ts';

export const getMyLeaveLedger = defineRoute({
  endpoint: myLeaveLedgerEndpoint,
  access: SIGNED_IN,
  async handler({ query, db, user }) {
    const me = await ownEmployee(db, user);
    return loadLedger(db, me.id, await resolveFiscalYear(db, query.fiscalYearId));
  },
});
