// Reads of the statutory tables: the history for the screens, and the entries in force on a date
// for the calculator and payroll generation.
import {
  STATUTORY_BODY_SCHEMAS,
  type StatutoryEntry,
  type StatutoryKind,
} from '@ilaw/contracts/payroll/statutory-tables/statutory-table';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import {
  MissingTableError,
  latestByKind,
  pickInForce,
  supersedes,
  type TableEntry,
  type TablesInForce,
} from '../compute/tables-in-force.ts';

type Db = Kysely<Database> | Transaction<Database>;

function entriesQuery(db: Db) {
  return db
    .selectFrom('payroll_statutory_tables as t')
    .leftJoin('users as u', 'u.id', 't.created_by')
    .select(['t.id', 't.kind', 't.effective_from', 't.body', 't.source', 't.remarks', 't.created_at', 'u.full_name']);
}
type Row = Awaited<ReturnType<ReturnType<typeof entriesQuery>['execute']>>[number];

const asKind = (kind: string) => kind as StatutoryKind;

/** Every entry (of one kind), newest first within each kind, marked in force on `asOf` or superseded. */
export async function statutoryHistory(db: Db, asOf: string, kind?: StatutoryKind): Promise<StatutoryEntry[]> {
  let q = entriesQuery(db).orderBy('t.kind').orderBy('t.effective_from', 'desc').orderBy('t.id', 'desc');
  if (kind) q = q.where('t.kind', '=', kind);
  const rows = await q.execute();
  const entries = rows.map((r) => ({ id: r.id, kind: asKind(r.kind), effectiveFrom: r.effective_from }));
  const inForce = latestByKind(entries, asOf);
  return rows.map((r) => toEntry(r, inForce, entries));
}

function toEntry(
  r: Row,
  inForce: Partial<Record<StatutoryKind, { id: number }>>,
  all: { id: number; kind: StatutoryKind; effectiveFrom: string }[],
): StatutoryEntry {
  const kind = asKind(r.kind);
  return {
    id: r.id,
    kind,
    effectiveFrom: r.effective_from,
    source: r.source,
    remarks: r.remarks,
    body: r.body,
    inForce: inForce[kind]?.id === r.id,
    superseded: all.some(
      (o) =>
        o.kind === kind &&
        o.effectiveFrom === r.effective_from &&
        supersedes(o, { effectiveFrom: r.effective_from, id: r.id }),
    ),
    createdByName: r.full_name ?? null,
    createdAt: r.created_at.toISOString(),
  };
}

export async function loadStatutoryEntry(db: Db, id: number, asOf: string): Promise<StatutoryEntry | null> {
  const row = await entriesQuery(db).where('t.id', '=', id).executeTakeFirst();
  if (!row) return null;
  return (await statutoryHistory(db, asOf, asKind(row.kind))).find((e) => e.id === id) ?? null;
}

/** The entries in force on `date`, figures checked against the contract's schema of their kind. */
export async function tablesInForceOn(db: Db, date: string): Promise<TablesInForce> {
  const rows = await db
    .selectFrom('payroll_statutory_tables')
    .select(['id', 'kind', 'effective_from', 'source', 'body'])
    .where('effective_from', '<=', date)
    .execute();
  const latest = pickInForce(
    rows.map(
      (r) =>
        ({
          id: r.id,
          kind: asKind(r.kind),
          effectiveFrom: r.effective_from,
          source: r.source,
          body: r.body,
        }) as TableEntry,
    ),
    date,
  );
  const out: Record<string, TableEntry> = {};
  for (const e of Object.values(latest) as TableEntry[]) {
    out[e.kind] = { ...e, body: STATUTORY_BODY_SCHEMAS[e.kind].parse(e.body) } as TableEntry;
  }
  return out as TablesInForce;
}

/** A missing table is the request's problem: 400 on the date field. */
export function missingTableToFieldError(field: string) {
  return (err: unknown): never => {
    if (err instanceof MissingTableError) throw fieldError(field, err.message);
    throw err;
  };
}
