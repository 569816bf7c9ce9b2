// Approval chains (/admin/signatories): per document type, ordered steps, each signed under a
// signatory type by any one of its members (holders of a role, or named users), or by every named
// user. Pending requests follow the chain as it now is and keep waiting at the step they were at.
import type { ChainStep } from '@ilaw/contracts/approvals/chain-steps/chain-step';
import type { createChainStepEndpoint } from '@ilaw/contracts/approvals/chain-steps/create-chain-step';
import type { Role } from '@ilaw/contracts/roles';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { InputOf } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A step's fields as create and update receive them. */
type Fields = InputOf<typeof createChainStepEndpoint>['body'];

export async function loadSteps(db: Db, where: { documentType?: string; id?: number }): Promise<ChainStep[]> {
  let q = db
    .selectFrom('approval_chain_steps as s')
    .innerJoin('signatory_types as t', 't.id', 's.signatory_type_id')
    .select(['s.id', 's.document_type', 's.seq', 's.signatory_type_id', 't.name', 's.all_must_sign', 's.updated_at'])
    .orderBy('s.document_type')
    .orderBy('s.seq');
  if (where.documentType !== undefined) q = q.where('s.document_type', '=', where.documentType);
  if (where.id !== undefined) q = q.where('s.id', '=', where.id);
  const steps = await q.execute();
  const members = steps.length
    ? await db
        .selectFrom('approval_step_members as m')
        .leftJoin('users as u', 'u.id', 'm.user_id')
        .select(['m.step_id', 'm.role', 'm.user_id', 'm.own_department', 'u.full_name', 'u.is_active'])
        .where(
          'm.step_id',
          'in',
          steps.map((s) => s.id),
        )
        .orderBy('m.role')
        .orderBy('u.full_name')
        .execute()
    : [];
  return steps.map((s) => ({
    id: s.id,
    documentType: s.document_type,
    seq: s.seq,
    signatoryTypeId: s.signatory_type_id,
    signatoryTypeName: s.name,
    allMustSign: s.all_must_sign,
    members: members
      .filter((m) => m.step_id === s.id)
      .map((m) => ({
        role: m.role as Role | null,
        userId: m.user_id,
        ownDepartment: m.own_department,
        userName: m.full_name,
        isActive: m.user_id === null ? true : m.is_active === true,
      })),
    updatedAt: s.updated_at.toISOString(),
  }));
}

export async function checkFields(trx: Transaction<Database>, body: Fields) {
  const type = await trx
    .selectFrom('approval_document_types')
    .select('code')
    .where('code', '=', body.documentType)
    .executeTakeFirst();
  if (!type) throw fieldError('documentType', 'Choose a document type.');
  const st = await trx
    .selectFrom('signatory_types')
    .select('is_active')
    .where('id', '=', body.signatoryTypeId)
    .executeTakeFirst();
  if (!st?.is_active) throw fieldError('signatoryTypeId', 'Choose an active signatory type.');
  const userIds = [...new Set(body.members.flatMap((m) => (m.userId === null ? [] : [m.userId])))];
  if (userIds.length > 0) {
    const found = await trx
      .selectFrom('users')
      .select('id')
      .where('id', 'in', userIds)
      .where('is_active', '=', true)
      .execute();
    if (found.length !== userIds.length) throw fieldError('members', 'Choose active users only.');
  }
  if (body.allMustSign && userIds.length === 0) {
    throw fieldError('allMustSign', 'Every named user signs: name the users of this step.');
  }
}

/** Members without repeats (a role once, with "own department" if any entry asked for it). */
function uniqueMembers(body: Fields) {
  const roles = new Map<string, boolean>();
  const users = new Set<number>();
  for (const m of body.members) {
    if (m.role !== null) roles.set(m.role, (roles.get(m.role) ?? false) || m.ownDepartment);
    else if (m.userId !== null) users.add(m.userId);
  }
  return [
    ...[...roles].map(([role, own]) => ({ role, user_id: null, own_department: own })),
    ...[...users].map((u) => ({ role: null, user_id: u, own_department: false })),
  ];
}

export async function writeMembers(trx: Transaction<Database>, stepId: number, body: Fields, actorId: number | null) {
  // Members kept keep their row (and when they were added); the others go.
  const members = uniqueMembers(body);
  const roles = members.flatMap((m) => (m.role === null ? [] : [m.role]));
  const users = members.flatMap((m) => (m.user_id === null ? [] : [m.user_id]));
  await trx
    .deleteFrom('approval_step_members')
    .where('step_id', '=', stepId)
    .where((eb) =>
      eb.or([
        eb.and([eb('role', 'is not', null), roles.length ? eb('role', 'not in', roles) : eb.lit(true)]),
        eb.and([eb('user_id', 'is not', null), users.length ? eb('user_id', 'not in', users) : eb.lit(true)]),
      ]),
    )
    .execute();
  for (const m of members) {
    if (m.role !== null) {
      await sql`
        INSERT INTO approval_step_members (step_id, role, own_department, added_by)
        VALUES (${stepId}, ${m.role}, ${m.own_department}, ${actorId})
        ON CONFLICT (step_id, role) WHERE role IS NOT NULL DO UPDATE SET own_department = excluded.own_department`.execute(
        trx,
      );
    } else {
      await sql`
        INSERT INTO approval_step_members (step_id, user_id, added_by) VALUES (${stepId}, ${m.user_id}, ${actorId})
        ON CONFLICT (step_id, user_id) WHERE user_id IS NOT NULL DO NOTHING`.execute(trx);
    }
  }
}

/**
 * Numbers the chain 1..n in the new order (the unique constraint is checked at commit). Pending
 * requests keep waiting at the step they were at; one whose step was removed waits at the step
 * that took its place (the last one if none did).
 */
export async function renumber(trx: Transaction<Database>, documentType: string, before: number[], after: number[]) {
  for (const [i, id] of after.entries()) {
    await trx
      .updateTable('approval_chain_steps')
      .set({ seq: i + 1 })
      .where('id', '=', id)
      .where('seq', '<>', i + 1)
      .execute();
  }
  const moves: [number, number][] = [];
  for (const [i, id] of before.entries()) {
    let next = after.indexOf(id) + 1;
    if (next === 0) {
      // Removed: the first surviving step after it, else the last step.
      const later = before.slice(i + 1).find((x) => after.includes(x));
      next = later === undefined ? after.length : after.indexOf(later) + 1;
    }
    if (next !== i + 1) moves.push([i + 1, next]);
  }
  if (moves.length === 0) return;
  await sql`
    UPDATE approval_requests SET current_step = CASE current_step
      ${sql.join(
        moves.map(([from, to]) => sql`WHEN ${from} THEN ${to}`),
        sql` `,
      )} ELSE current_step END
    WHERE document_type = ${documentType} AND status = 'Pending'`.execute(trx);
}

export async function lockChain(trx: Transaction<Database>, documentType: string) {
  // Serialises edits of one chain (two admins adding steps at once get distinct numbers).
  await sql`SELECT 1 FROM approval_document_types WHERE code = ${documentType} FOR UPDATE`.execute(trx);
  return (
    await trx
      .selectFrom('approval_chain_steps')
      .select('id')
      .where('document_type', '=', documentType)
      .orderBy('seq')
      .execute()
  ).map((s) => s.id);
}

export const audited = (body: Fields) => ({
  documentType: body.documentType,
  signatoryTypeId: body.signatoryTypeId,
  allMustSign: body.allMustSign,
  members: uniqueMembers(body).map((m) =>
    m.role ? `${m.role}${m.own_department ? ' (own department)' : ''}` : `user ${m.user_id}`,
  ),
});
