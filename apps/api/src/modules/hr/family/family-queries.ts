import { ONE_SPOUSE, type FamilyMember } from '@ilaw/contracts/hr/family/family-member';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { EMPLOYEE_NOT_FOUND } from '../employees/get-employee.ts';

export const FAMILY_NOT_FOUND = 'The family member was not found.';

export function toFamilyMember(r: Selectable<Database['employee_family_members']>): FamilyMember {
  return {
    id: r.id,
    employeeId: r.employee_id,
    relationship: r.relationship,
    fullName: r.full_name,
    birthDate: r.birth_date,
    occupation: r.occupation,
    contactNumber: r.contact_number,
    isDependent: r.is_dependent,
  };
}

/** Audited under the employee: family is part of the employee's record. */
export function auditedFamilyMember(m: FamilyMember): Record<string, unknown> {
  const { id: _id, employeeId: _e, ...rest } = m;
  return { familyMemberId: m.id, ...rest };
}

export async function requireEmployee(db: Kysely<Database>, id: number): Promise<void> {
  const e = await db.selectFrom('employees').select('id').where('id', '=', id).executeTakeFirst();
  if (!e) throw notFound(EMPLOYEE_NOT_FOUND);
}

export const spouseConflict = duplicateToConflict({
  constraint: 'one_spouse',
  message: ONE_SPOUSE,
  field: 'relationship',
});
