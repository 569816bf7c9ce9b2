import { listInterruptionSettingsEndpoint } from '@ilaw/contracts/tsd/interruption-settings/list-interruption-settings';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { INTERRUPTION_SETTING_READERS } from '../access.ts';

export const listInterruptionSettings = defineRoute({
  endpoint: listInterruptionSettingsEndpoint,
  access: anyRole(...INTERRUPTION_SETTING_READERS),
  async handler({ db }) {
    const rows = await db
      .selectFrom('tsd_interruption_settings')
      .selectAll()
      .orderBy('effective_from', 'desc')
      .execute();
    return rows.map((r) => ({
      effectiveFrom: r.effective_from,
      momentaryMaxMinutes: r.momentary_max_minutes,
      noticeMinDays: r.notice_min_days,
    }));
  },
});
