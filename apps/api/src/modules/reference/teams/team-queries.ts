import type { Team } from '@ilaw/contracts/reference/teams';
import { TEAM_NAME_TAKEN } from '@ilaw/contracts/reference/teams';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';

export function teamQuery(db: Kysely<Database>) {
  return db
    .selectFrom('teams as t')
    .leftJoin('branches as b', 'b.code', 't.branch_code')
    .select([
      't.id',
      't.name',
      't.branch_code',
      'b.name as branch_name',
      't.leader_name',
      't.contact_no',
      't.members',
      't.is_active',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof teamQuery>['executeTakeFirstOrThrow']>>;

export function toTeam(r: Row): Team {
  return {
    id: r.id,
    name: r.name,
    branchCode: r.branch_code,
    branchName: r.branch_name,
    leaderName: r.leader_name,
    contactNo: r.contact_no,
    members: r.members,
    isActive: r.is_active,
  };
}

export async function loadTeam(db: Kysely<Database>, id: number): Promise<Team | null> {
  const r = await teamQuery(db).where('t.id', '=', id).executeTakeFirst();
  return r ? toTeam(r) : null;
}

export async function checkTeamFields(
  trx: Transaction<Database>,
  fields: { name: string; branchCode: number | null },
  exceptId: number | null,
): Promise<void> {
  let q = trx
    .selectFrom('teams')
    .select('id')
    .where(sql`lower(name)`, '=', fields.name.toLowerCase());
  if (exceptId !== null) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw conflict(TEAM_NAME_TAKEN, 'name');
  if (fields.branchCode !== null) {
    const b = await trx.selectFrom('branches').select('code').where('code', '=', fields.branchCode).executeTakeFirst();
    if (!b) throw fieldError('branchCode', 'The branch does not exist.');
  }
}
