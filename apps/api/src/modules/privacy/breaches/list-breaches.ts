import { listBreachesEndpoint } from '@ilaw/contracts/privacy/list-breaches';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { PRIVACY_ADMIN } from '../access.ts';
import { breachRows, toBreach } from './breach-queries.ts';

export const listBreaches = defineRoute({
  endpoint: listBreachesEndpoint,
  access: PRIVACY_ADMIN,
  async handler({ db }) {
    const now = new Date();
    const rows = await breachRows(db).orderBy('b.discovered_at', 'desc').orderBy('b.id', 'desc').execute();
    return { items: rows.map((r) => toBreach(r, now)) };
  },
});
