import { ONE_SPOUSE } from '@ilaw/contracts/hr/family/family-member';
import { updateFamilyMemberEndpoint } from '@ilaw/contracts/hr/family/update-family-member';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { FAMILY_NOT_FOUND, auditedFamilyMember, spouseConflict, toFamilyMember } from './family-queries.ts';

export const updateFamilyMember = defineRoute({
  endpoint: updateFamilyMemberEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, body, db, actor }) {
    return db
      .transaction()
      .execute(async (trx) => {
        const before = await trx
          .selectFrom('employee_family_members')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound(FAMILY_NOT_FOUND);
        if (body.relationship === 'Spouse') {
          const spouse = await trx
            .selectFrom('employee_family_members')
            .select('id')
            .where('employee_id', '=', before.employee_id)
            .where('relationship', '=', 'Spouse')
            .where('id', '<>', params.id)
            .executeTakeFirst();
          if (spouse) throw conflict(ONE_SPOUSE, 'relationship');
        }
        const row = await trx
          .updateTable('employee_family_members')
          .set({
            relationship: body.relationship,
            full_name: body.fullName,
            birth_date: body.birthDate,
            occupation: body.occupation,
            contact_number: body.contactNumber,
            is_dependent: body.isDependent,
            updated_at: new Date(),
          })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        const after = toFamilyMember(row);
        const changes = diff(auditedFamilyMember(toFamilyMember(before)), auditedFamilyMember(after));
        if (Object.keys(changes.newValues).length > 0) {
          await recordAudit(trx, actor, {
            entityType: 'employee',
            entityId: before.employee_id,
            action: 'family-member-updated',
            oldValues: { familyMemberId: params.id, ...changes.oldValues },
            newValues: { familyMemberId: params.id, ...changes.newValues },
          });
        }
        return after;
      })
      .catch(spouseConflict);
  },
});
