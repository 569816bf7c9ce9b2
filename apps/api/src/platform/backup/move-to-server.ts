// Moving an embedded database to a PostgreSQL server (issue 19, docs/decisions/019): the embedded
// copy and the empty server are both brought to this portal's migration level, then every table is
// copied row for row in foreign-key order, in ONE server transaction, and the sequences follow. The
// formats differ (a PGlite data directory against pg_dump's), so rows travel as JSON: row_to_json on
// the embedded side, json_populate_recordset on the server, which reads every value back exactly
// (numeric, timestamptz, bytea, arrays, jsonb).
import { sql } from 'kysely';
import type { DatabaseHandle, RawRunner } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { databaseFacts, type DatabaseFacts } from './table-facts.ts';

const BATCH = 5_000;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** Tables in an order where each comes after the tables it refers to (self-references aside). */
export function foreignKeyOrder(tables: readonly string[], refs: readonly { from: string; to: string }[]): string[] {
  const needs = new Map(tables.map((t) => [t, new Set<string>()]));
  for (const r of refs) if (r.from !== r.to) needs.get(r.from)?.add(r.to);
  const order: string[] = [];
  const done = new Set<string>();
  const visiting = new Set<string>();
  const visit = (t: string, path: string[]) => {
    if (done.has(t)) return;
    if (visiting.has(t)) throw new Error(`The tables refer to each other in a circle: ${[...path, t].join(' -> ')}.`);
    visiting.add(t);
    for (const n of [...(needs.get(t) ?? [])].sort()) visit(n, [...path, t]);
    visiting.delete(t);
    done.add(t);
    order.push(t);
  };
  for (const t of [...tables].sort()) visit(t, []);
  return order;
}

async function tablesOf(run: RawRunner): Promise<string[]> {
  return (await run("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename")).map((r) =>
    String(r['tablename']),
  );
}

export interface MoveReport {
  tables: number;
  rows: number;
  /** Tables whose rows or checksum differ between the embedded copy and the server. */
  tableProblems: string[];
  /** The embedded copy's facts after its migrations: what the server must now hold. */
  expected: DatabaseFacts;
}

/**
 * Copies the whole embedded database `source` into `target`, a server database with no tables.
 * Both are migrated first. Refuses a target that already has tables.
 */
export async function moveToServer(source: DatabaseHandle, target: DatabaseHandle): Promise<MoveReport> {
  const existing = await target.withSession(tablesOf);
  if (existing.length > 0) throw new Error('The database of DATABASE_URL is not empty: move into an empty database.');
  await migrate(source);
  await migrate(target);

  const tables = await target.withSession(tablesOf);
  const refs = await target.withSession(async (run) =>
    // A deferrable key is checked at commit (SET CONSTRAINTS ALL DEFERRED below): it does not order
    // the copy, which is how two tables that refer to each other are loaded (0814).
    (
      await run(`SELECT c.conrelid::regclass::text AS "from", c.confrelid::regclass::text AS "to"
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE c.contype = 'f' AND n.nspname = 'public' AND NOT c.condeferrable`)
    ).map((r) => ({ from: String(r['from']).replaceAll('"', ''), to: String(r['to']).replaceAll('"', '') })),
  );
  const order = foreignKeyOrder(tables, refs);
  const keyColumns = await target.withSession(async (run) => {
    const rows = await run(`SELECT t.relname AS tbl, a.attname AS col, array_position(i.indkey::int2[], a.attnum) AS pos
      FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(i.indkey)
      WHERE i.indisprimary AND n.nspname = 'public' ORDER BY 1, 3`);
    const out = new Map<string, string[]>();
    for (const r of rows) {
      const list = out.get(String(r['tbl'])) ?? [];
      list.push(quoteIdent(String(r['col'])));
      out.set(String(r['tbl']), list);
    }
    return out;
  });
  const sequences = await source.withSession((run) =>
    run("SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'"),
  );

  let rows = 0;
  await target.db.transaction().execute(async (trx) => {
    await sql`SET CONSTRAINTS ALL DEFERRED`.execute(trx);
    const list = tables.map(quoteIdent).join(', ');
    // The rows the migrations seeded (reference lists) come from the embedded copy like the rest.
    // User triggers (posted-record protection, open teller day) would refuse history; the table
    // owner may switch them off for the load. Foreign keys stay on: the order above satisfies them,
    // and the deferrable ones are checked at commit.
    for (const t of tables) await sql.raw(`ALTER TABLE ${quoteIdent(t)} DISABLE TRIGGER USER`).execute(trx);
    await sql.raw(`TRUNCATE ${list}`).execute(trx);
    for (const table of order) {
      const orderBy = (keyColumns.get(table) ?? ['ctid']).map((c) => `t.${c}`).join(', ');
      await source.withSession(async (run) => {
        await run(
          `BEGIN; DECLARE move_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS j FROM public.${quoteIdent(table)} t ORDER BY ${orderBy}`,
        );
        try {
          for (;;) {
            const batch = await run(`FETCH ${BATCH} FROM move_rows`);
            if (batch.length === 0) break;
            const json = `[${batch.map((r) => String(r['j'])).join(',')}]`;
            await sql`INSERT INTO ${sql.table(table)} SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${json}::json)`.execute(
              trx,
            );
            rows += batch.length;
          }
        } finally {
          await run('CLOSE move_rows; COMMIT');
        }
      });
    }
    for (const t of tables) await sql.raw(`ALTER TABLE ${quoteIdent(t)} ENABLE TRIGGER USER`).execute(trx);
    for (const s of sequences) {
      if (s['value'] === null || s['value'] === undefined) continue;
      await sql`SELECT setval(${`public.${quoteIdent(String(s['name']))}`}::regclass, ${String(s['value'])}::bigint, true)`.execute(
        trx,
      );
    }
  });

  const expected = await source.withSession((run) => databaseFacts(run));
  const actual = await target.withSession((run) => databaseFacts(run));
  const tableProblems: string[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const got = actual[table];
    if (!got) tableProblems.push(`Table ${table} is missing on the server.`);
    else if (got.rows !== want.rows)
      tableProblems.push(`Table ${table} has ${got.rows} rows; the embedded one ${want.rows}.`);
    else if (got.checksum !== want.checksum)
      tableProblems.push(`Table ${table} has other contents than the embedded one.`);
  }
  return { tables: tables.length, rows, tableProblems, expected };
}
