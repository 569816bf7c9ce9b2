import { listSystemLossCapsEndpoint } from '@ilaw/contracts/tsd/system-loss-caps/list-system-loss-caps';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { LOSS_CAP_READERS } from '../access.ts';

export const listSystemLossCaps = defineRoute({
  endpoint: listSystemLossCapsEndpoint,
  access: anyRole(...LOSS_CAP_READERS),
  async handler({ db }) {
    const rows = await db.selectFrom('tsd_system_loss_caps').selectAll().orderBy('effective_from', 'desc').execute();
    return rows.map((r) => ({ effectiveFrom: r.effective_from, capPct: r.cap_pct }));
  },
});
