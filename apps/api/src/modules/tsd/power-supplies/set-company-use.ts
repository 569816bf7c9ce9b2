import { setCompanyUseEndpoint } from '@ilaw/contracts/tsd/power-supplies/set-company-use';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { POWER_KEEPERS } from '../access.ts';

export const setCompanyUse = defineRoute({
  endpoint: setCompanyUseEndpoint,
  access: anyRole(...POWER_KEEPERS),
  async handler({ body, db, actor, user }) {
    const row = await db.transaction().execute(async (trx) => {
      const r = await trx
        .insertInto('tsd_company_use')
        .values({ period: body.period, kwh: body.kwh, updated_by: user.id })
        .onConflict((oc) =>
          oc.column('period').doUpdateSet({ kwh: body.kwh, updated_by: user.id, updated_at: new Date() }),
        )
        .returning(['period', 'kwh'])
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'tsd-power-supply',
        entityId: `company-use-${body.period}`,
        action: 'set',
        newValues: body,
      });
      return r;
    });
    return { period: row.period, kwh: row.kwh };
  },
});
