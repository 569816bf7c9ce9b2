import type { CancellationApprover } from '@ilaw/contracts/billing/cancellation-approvers/cancellation-approver';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import { CANCELLATION_DOC } from '../cancellations/cancellation-queries.ts';

// The approvers are the named signatories of the bill cancellation chain's last step (decision
// 014): this page and /admin/signatories edit the same list.
export async function approverStepId(db: Kysely<Database> | Transaction<Database>): Promise<number> {
  const step = await db
    .selectFrom('approval_chain_steps')
    .select('id')
    .where('document_type', '=', CANCELLATION_DOC)
    .orderBy('seq', 'desc')
    .executeTakeFirst();
  if (!step) throw conflict('The bill cancellation chain has no step; set one under Administrator > Signatories.');
  return step.id;
}

export function approverQuery(db: Kysely<Database> | Transaction<Database>, stepId: number) {
  return db
    .selectFrom('approval_step_members as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select([
      'u.id as user_id',
      'u.username',
      'u.full_name',
      'a.created_at',
      sql<boolean>`EXISTS (SELECT 1 FROM user_roles ur WHERE ur.user_id = a.user_id AND ur.role = 'BillCancellationApprover')`.as(
        'has_role',
      ),
    ])
    .where('a.step_id', '=', stepId);
}

type ApproverRow = Awaited<ReturnType<ReturnType<typeof approverQuery>['executeTakeFirstOrThrow']>>;

export const toApprover = (r: ApproverRow): CancellationApprover => ({
  userId: r.user_id,
  username: r.username,
  fullName: r.full_name,
  hasRole: r.has_role,
  createdAt: r.created_at.toISOString(),
});
