// Tellers and what their OR ranges have left (document_series 'collection-or', scope 'series:<id>').
import type { Teller } from '@ilaw/contracts/collection/tellers/teller';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { forbidden, notFound } from '../../../platform/http/errors.ts';

type Db = Kysely<Database> | Transaction<Database>;

export const OR_SERIES = 'collection-or';
export const seriesScope = (seriesId: number) => `series:${seriesId}`;

/** Numbers used of each series (0 when none yet). */
export const usedOf = (alias: string) =>
  sql<number>`coalesce((SELECT ds.last_value FROM document_series ds WHERE ds.series = ${OR_SERIES} AND ds.scope = 'series:' || ${sql.ref(`${alias}.id`)}), 0)::int`;

export interface SeriesState {
  id: number;
  startNo: number;
  endNo: number;
  used: number;
  nextNo: number | null;
}

export async function seriesOfTeller(db: Db, tellerId: number): Promise<SeriesState[]> {
  const rows = await db
    .selectFrom('collection_or_series as s')
    .select(['s.id', 's.start_no', 's.end_no', usedOf('s').as('used')])
    .where('s.teller_id', '=', tellerId)
    .orderBy('s.start_no')
    .execute();
  return rows.map((r) => {
    const used = Number(r.used);
    const next = r.start_no + used;
    return { id: r.id, startNo: r.start_no, endNo: r.end_no, used, nextNo: next <= r.end_no ? next : null };
  });
}

export function receiptsLeft(series: readonly SeriesState[]): number {
  return series.reduce((n, s) => n + (s.endNo - s.startNo + 1 - s.used), 0);
}

export async function loadTeller(db: Db, id: number): Promise<Teller> {
  const r = await db
    .selectFrom('collection_tellers as t')
    .innerJoin('users as u', 'u.id', 't.user_id')
    .select(['t.id', 't.user_id', 'u.username', 't.name', 't.branch_code', 't.collection_office', 't.is_active'])
    .where('t.id', '=', id)
    .$narrowType<{ user_id: number }>()
    .executeTakeFirst();
  if (!r) throw notFound('The teller was not found.');
  const series = await seriesOfTeller(db, r.id);
  return {
    id: r.id,
    userId: r.user_id,
    username: r.username,
    name: r.name,
    branchCode: r.branch_code,
    collectionOffice: r.collection_office,
    isActive: r.is_active,
    receiptsLeft: receiptsLeft(series),
    nextOrNumber: series.find((s) => s.nextNo !== null)?.nextNo ?? null,
  };
}

export interface TellerOfUser {
  id: number;
  name: string;
  branchCode: number;
  collectionOffice: string;
  isActive: boolean;
}

export async function tellerOfUser(db: Db, userId: number): Promise<TellerOfUser | null> {
  const r = await db
    .selectFrom('collection_tellers')
    .select(['id', 'name', 'branch_code', 'collection_office', 'is_active'])
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return r
    ? {
        id: r.id,
        name: r.name,
        branchCode: r.branch_code,
        collectionOffice: r.collection_office,
        isActive: r.is_active,
      }
    : null;
}

export const NOT_A_TELLER = 'You are not set up as a teller; ask the administrator (Administrator > Tellers).';
export const INACTIVE_TELLER = 'Your teller record is inactive; ask the administrator.';

/** The signed-in user's active teller record, or 403 in the cooperative's words. */
export async function requireTeller(db: Db, userId: number): Promise<TellerOfUser> {
  const teller = await tellerOfUser(db, userId);
  if (!teller) throw forbidden(NOT_A_TELLER);
  if (!teller.isActive) throw forbidden(INACTIVE_TELLER);
  return teller;
}
