// What a backup promises to bring back, counted on the same snapshot it copies: each table's row
// count and an order-free checksum of its rows (a restore compares both, table by table).
import type { RawRunner } from '../db/database.ts';

export interface TableFacts {
  rows: number;
  /** Sum of a 64-bit hash of every row's text: the same rows give the same sum in any order. */
  checksum: string;
}

export type DatabaseFacts = Record<string, TableFacts>;

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export async function databaseFacts(run: RawRunner): Promise<DatabaseFacts> {
  const tables = await run("SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename");
  const facts: DatabaseFacts = {};
  for (const t of tables) {
    const name = String(t['tablename']);
    const [row] = await run(
      `SELECT count(*)::text AS n, coalesce(sum(hashtextextended(t::text, 0)::numeric), 0)::text AS h FROM public.${quoteIdent(name)} t`,
    );
    facts[name] = { rows: Number(row?.['n'] ?? 0), checksum: String(row?.['h'] ?? '0') };
  }
  return facts;
}

/** The tables whose rows or checksum differ, in words; empty when both copies hold the same. */
export function compareFacts(expected: DatabaseFacts, actual: DatabaseFacts): string[] {
  const problems: string[] = [];
  for (const [table, want] of Object.entries(expected)) {
    const got = actual[table];
    if (!got) problems.push(`Table ${table} is missing.`);
    else if (got.rows !== want.rows) problems.push(`Table ${table} has ${got.rows} rows; the backup had ${want.rows}.`);
    else if (got.checksum !== want.checksum) problems.push(`Table ${table} has other contents than the backup.`);
  }
  for (const table of Object.keys(actual)) {
    if (!(table in expected)) problems.push(`Table ${table} is not in the backup.`);
  }
  return problems;
}
