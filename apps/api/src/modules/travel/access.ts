// Who reads travel orders: OGM, and IAD for its read-only audit (DOMAIN.md section 6). One order
// is also open to its travellers and to the people in its approval (requester, signatories, and
// whoever may sign its current step), so a department head opens what they recommend.
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { hasRole, type SessionUser } from '../../platform/http/context.ts';
import { anyRole } from '../../platform/http/access.ts';

export const TRAVEL_READER_ROLES: [Role, ...Role[]] = ['OgmStaff', 'AuditViewer'];
export const TRAVEL_READERS = anyRole(...TRAVEL_READER_ROLES);

/** The user travels on the order or took part in its approval. */
export async function takesPartIn(db: Kysely<Database>, user: SessionUser, orderId: number): Promise<boolean> {
  if (hasRole(user, ...TRAVEL_READER_ROLES)) return true;
  const r = await sql<{ yes: boolean }>`SELECT
    EXISTS (SELECT 1 FROM travel_order_travellers t JOIN employees e ON e.id = t.employee_id
            WHERE t.travel_order_id = ${orderId} AND e.user_id = ${user.id})
    OR EXISTS (SELECT 1 FROM approval_requests r JOIN approval_decisions d ON d.request_id = r.id
               WHERE r.document_type = 'travel.travel-order' AND r.document_id = ${orderId} AND d.decided_by = ${user.id})
    AS yes`.execute(db);
  return r.rows[0]?.yes === true;
}
