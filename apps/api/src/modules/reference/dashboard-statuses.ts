import { dashboardStatusesEndpoint } from '@ilaw/contracts/reference/dashboard';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { dashboardCardSources } from '../../platform/dashboard/dashboard-cards.ts';

export const dashboardStatuses = defineRoute({
  endpoint: dashboardStatusesEndpoint,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const visible = dashboardCardSources().filter(
      (s) => s.roles.length === 0 || s.roles.some((r) => user.roles.includes(r)),
    );
    const counts = await Promise.all(visible.map((s) => s.count(db, user)));
    return visible.map((s, i) => ({ key: s.key, label: s.label, link: s.link, count: Number(counts[i] ?? 0) }));
  },
});
