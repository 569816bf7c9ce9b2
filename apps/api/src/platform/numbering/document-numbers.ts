// Control numbers (OR, service request, MCT, MRR, CO ...): sequential per series and scope
// (branch, year), allocated by the transaction that posts the document. The row lock taken by
// the upsert makes concurrent posters queue, and a rollback returns the number, so there are
// no gaps and no duplicates.
import { sql, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';

export async function nextDocumentNumber(trx: Transaction<Database>, series: string, scope = ''): Promise<number> {
  return nextDocumentNumbers(trx, series, scope, 1);
}

/**
 * Allocates `count` consecutive numbers of a series in one statement and answers the first: bulk
 * posting (a batch of bills) numbers its documents as one block, no slower than a single number.
 */
export async function nextDocumentNumbers(
  trx: Transaction<Database>,
  series: string,
  scope: string,
  count: number,
): Promise<number> {
  if (!Number.isInteger(count) || count < 1) throw new Error(`Cannot allocate ${count} numbers of series ${series}`);
  const row = await sql<{ last_value: number }>`
    INSERT INTO document_series (series, scope, last_value) VALUES (${series}, ${scope}, ${count})
    ON CONFLICT (series, scope) DO UPDATE SET last_value = document_series.last_value + ${count}
    RETURNING last_value`.execute(trx);
  const last = row.rows[0]?.last_value;
  if (last === undefined) throw new Error(`No number allocated for series ${series}`);
  return Number(last) - count + 1;
}

/** e.g. formatDocumentNumber('MCT', 2026, 42) -> 'MCT-2026-000042'. */
export function formatDocumentNumber(prefix: string, scope: string | number, value: number, width = 6): string {
  return `${prefix}-${scope}-${String(value).padStart(width, '0')}`;
}
