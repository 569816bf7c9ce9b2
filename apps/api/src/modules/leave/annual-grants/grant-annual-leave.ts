import { grantAnnualLeaveEndpoint } from '@ilaw/contracts/leave/annual-grants/grant-annual-leave';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { postAnnualGrants } from './annual-grants.ts';
import { assertOpenYear, resolveFiscalYear } from '../ledger.ts';

export const grantAnnualLeave = defineRoute({
  endpoint: grantAnnualLeaveEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ body, db, actor }) {
    const fiscalYearId = await resolveFiscalYear(db, body.fiscalYearId);
    const granted = await db.transaction().execute(async (trx) => {
      await assertOpenYear(trx, fiscalYearId);
      const n = await postAnnualGrants(trx, fiscalYearId, actor.userId);
      if (n > 0)
        await recordAudit(trx, actor, {
          entityType: 'leave-fiscal-year',
          entityId: fiscalYearId,
          action: 'annual-grants',
          newValues: { granted: n },
        });
      return n;
    });
    return { granted };
  },
});
