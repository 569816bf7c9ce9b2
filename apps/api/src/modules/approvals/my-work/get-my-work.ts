// My work: what waits for the signed-in user. Approvals at the user's step (per document type,
// from the engine) and the counters modules declare (module.ts workCards), each with its screen.
import { myWorkEndpoint } from '@ilaw/contracts/approvals/my-work/get-my-work';
import { waitingCounts, waitingForUser } from '../../../platform/approvals/engine.ts';
import { workCardSources } from '../../../platform/dashboard/dashboard-cards.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';

export const getMyWork = defineRoute({
  endpoint: myWorkEndpoint,
  access: SIGNED_IN,
  async handler({ db, user }) {
    const approvals = await waitingCounts(db, user);
    const cards = workCardSources().filter((s) => s.roles.length === 0 || s.roles.some((r) => user.roles.includes(r)));
    const counts = await Promise.all(cards.map((s) => s.count(db, user)));
    const items = [
      ...approvals.map((a) => ({ key: `approval:${a.documentType}`, label: a.name, count: a.count, link: a.link })),
      ...cards.map((s, i) => ({ key: s.key, label: s.label, count: counts[i] ?? 0, link: s.link })),
    ].filter((i) => i.count > 0);
    return {
      total: items.reduce((sum, i) => sum + i.count, 0),
      items,
      approvals: await waitingForUser(db, user, 20),
    };
  },
});
