import { listDisconnectionCandidatesEndpoint } from '@ilaw/contracts/billing/disconnections/list-disconnection-candidates';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { DISCONNECTION_VIEW } from '../access.ts';
import { candidatePage, requireThreshold } from './disconnection-queries.ts';

export const listDisconnectionCandidates = defineRoute({
  endpoint: listDisconnectionCandidatesEndpoint,
  access: DISCONNECTION_VIEW,
  async handler({ query, db }) {
    const asOf = query.asOf ?? manilaToday();
    const threshold = await requireThreshold(db, asOf);
    const page = await candidatePage(db, query, asOf, threshold);
    return { ...page, asOf, threshold };
  },
});
