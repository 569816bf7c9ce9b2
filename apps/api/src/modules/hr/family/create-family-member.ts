import { ONE_SPOUSE } from '@ilaw/contracts/hr/family/family-member';
import { createFamilyMemberEndpoint } from '@ilaw/contracts/hr/family/create-family-member';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { HR_WRITERS } from '../access.ts';
import { auditedFamilyMember, requireEmployee, spouseConflict, toFamilyMember } from './family-queries.ts';

export const createFamilyMember = defineRoute({
  endpoint: createFamilyMemberEndpoint,
  access: anyRole(...HR_WRITERS),
  async handler({ params, body, db, actor, reply }) {
    const member = await db
      .transaction()
      .execute(async (trx) => {
        await requireEmployee(trx, params.employeeId);
        if (body.relationship === 'Spouse') {
          const spouse = await trx
            .selectFrom('employee_family_members')
            .select('id')
            .where('employee_id', '=', params.employeeId)
            .where('relationship', '=', 'Spouse')
            .executeTakeFirst();
          if (spouse) throw conflict(ONE_SPOUSE, 'relationship');
        }
        const row = await trx
          .insertInto('employee_family_members')
          .values({
            employee_id: params.employeeId,
            relationship: body.relationship,
            full_name: body.fullName,
            birth_date: body.birthDate,
            occupation: body.occupation,
            contact_number: body.contactNumber,
            is_dependent: body.isDependent,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const created = toFamilyMember(row);
        await recordAudit(trx, actor, {
          entityType: 'employee',
          entityId: params.employeeId,
          action: 'family-member-added',
          newValues: auditedFamilyMember(created),
        });
        return created;
      })
      .catch(spouseConflict);
    reply.code(201);
    return member;
  },
});
