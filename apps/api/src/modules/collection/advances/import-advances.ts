// Go-live: each consumer's advance-payment balance at the cut-off (docs/decisions/019), one Deposit
// entry referenced 'Opening advance balance'. The same balance again is unchanged; another one for
// a consumer who has it fails (the portal's entries are corrected by reversal, not by a file).
import type { AdvanceImportRow } from '@ilaw/contracts/golive/golive-imports';
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { conflict } from '../../../platform/http/errors.ts';
import type { BatchRecord } from '../../../platform/imports/import-batches.ts';
import {
  recordBatchRecords,
  type ImportFile,
  type ImportOutcome,
  type ValidRow,
} from '../../../platform/imports/import-pipeline.ts';
import { lockSubjectsAtOnce } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { consumerIdsByAccountNo } from '../../billing/public.ts';
import { CONSUMER_LOCK } from '../payments/post-payment.ts';

export const OPENING_ADVANCE_REFERENCE = 'Opening advance balance';

export async function postAdvanceImport(
  trx: Transaction<Database>,
  rows: ValidRow<AdvanceImportRow>[],
  out: ImportOutcome,
  file: ImportFile,
  userId: number | null,
): Promise<void> {
  const idOf = await consumerIdsByAccountNo(
    trx,
    rows.map((r) => r.value.accountNo),
  );
  const ids = [...new Set(idOf.values())].sort((a, b) => a - b);
  // Payments at the window add to the same balances: the consumers' locks, as collection takes them.
  if (ids.length > 0) await lockSubjectsAtOnce(trx, CONSUMER_LOCK, ids);
  const opening = new Map<number, string>();
  if (ids.length > 0) {
    const found = await sql<{ consumer_id: number; amount: string }>`
      SELECT consumer_id, amount::text AS amount FROM collection_advance_entries
      WHERE reference = ${OPENING_ADVANCE_REFERENCE} AND kind = 'Deposit' AND consumer_id = ANY(${ids}::int[])
        AND NOT EXISTS (SELECT 1 FROM collection_advance_entries r
          WHERE r.consumer_id = collection_advance_entries.consumer_id AND r.kind = 'Reversal' AND r.reference = ${OPENING_ADVANCE_REFERENCE})`.execute(
      trx,
    );
    for (const a of found.rows) opening.set(a.consumer_id, a.amount);
  }
  const seen = new Map<string, number>();
  const add: { row: number; consumerId: number; amount: string }[] = [];
  for (const { row, value: v } of rows) {
    const earlier = seen.get(v.accountNo);
    if (earlier !== undefined) {
      out.fail(row, 'Account No', `Row ${earlier} already has this account number.`, v.accountNo);
      continue;
    }
    seen.set(v.accountNo, row);
    const id = idOf.get(v.accountNo);
    if (id === undefined) {
      out.fail(row, 'Account No', `No consumer has the account number '${v.accountNo}'.`, v.accountNo);
      continue;
    }
    const there = opening.get(id);
    if (there !== undefined) {
      if (new Decimal(there).eq(v.amount)) out.unchanged(row);
      else out.fail(row, 'Advance Balance', `An opening advance balance of ${there} is already recorded.`, v.amount);
      continue;
    }
    add.push({ row, consumerId: id, amount: v.amount });
  }
  if (add.length === 0) return;
  const inserted = await sql<{ id: string }>`
    INSERT INTO collection_advance_entries (consumer_id, entry_date, kind, amount, reference, created_by)
    SELECT x.c, ${manilaToday()}::date, 'Deposit', x.a, ${OPENING_ADVANCE_REFERENCE}, ${userId}::int
    FROM unnest(${add.map((a) => a.consumerId)}::int[], ${add.map((a) => a.amount)}::numeric[]) AS x(c, a)
    RETURNING id`.execute(trx);
  await recordBatchRecords(
    trx,
    file.batchId,
    inserted.rows.map((r) => r.id),
  );
  for (const a of add) out.posted(a.row);
}

/** Reverses a batch's opening advances while none of those consumers' advances has moved since. */
export async function undoAdvanceImport(
  trx: Transaction<Database>,
  records: BatchRecord[],
  userId: number | null,
): Promise<void> {
  const ids = records.map((r) => r.recordId);
  if (ids.length === 0) return;
  const moved = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM collection_advance_entries o
    JOIN collection_advance_entries l ON l.consumer_id = o.consumer_id AND l.id > o.id
    WHERE o.id = ANY(${ids}::bigint[])`.execute(trx);
  if ((moved.rows[0]?.n ?? 0) > 0) {
    throw conflict('These advance balances cannot be undone: some have been applied or added to since.');
  }
  await sql`
    INSERT INTO collection_advance_entries (consumer_id, entry_date, kind, amount, reference, created_by)
    SELECT o.consumer_id, ${manilaToday()}::date, 'Reversal', -o.amount, ${OPENING_ADVANCE_REFERENCE}, ${userId}::int
    FROM collection_advance_entries o WHERE o.id = ANY(${ids}::bigint[]) ORDER BY o.id`.execute(trx);
}
