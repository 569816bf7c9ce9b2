import { deleteFamilyMemberEndpoint } from '@ilaw/contracts/hr/family/delete-family-member';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { FAMILY_NOT_FOUND, auditedFamilyMember, toFamilyMember } from './family-queries.ts';

export const deleteFamilyMember = defineRoute({
  endpoint: deleteFamilyMemberEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('employee_family_members')
        .where('id', '=', params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(FAMILY_NOT_FOUND);
      await recordAudit(trx, actor, {
        entityType: 'employee',
        entityId: row.employee_id,
        action: 'family-member-removed',
        oldValues: auditedFamilyMember(toFamilyMember(row)),
      });
    });
    return { ok: true as const };
  },
});
