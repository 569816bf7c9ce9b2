import { listSamplingSettingsEndpoint } from '@ilaw/contracts/tsd/sampling-settings/list-sampling-settings';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { SAMPLING_READERS } from '../access.ts';

export const listSamplingSettings = defineRoute({
  endpoint: listSamplingSettingsEndpoint,
  access: anyRole(...SAMPLING_READERS),
  async handler({ db }) {
    const rows = await db.selectFrom('tsd_sampling_settings').selectAll().orderBy('effective_from', 'desc').execute();
    return rows.map((r) => ({
      effectiveFrom: r.effective_from,
      acceptanceAql: r.acceptance_aql,
      inServiceAql: r.in_service_aql,
    }));
  },
});
