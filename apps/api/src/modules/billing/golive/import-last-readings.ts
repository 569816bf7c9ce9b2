// Go-live: each consumer's last reading in the old system (docs/decisions/019) becomes the
// consumer's initial reading, which is the previous reading of the first month the portal reads
// (readings/reading-queries.ts falls back to it while a consumer has no reading). The value it
// replaces is kept with the batch, so undoing puts it back.
import type { LastReadingImportRow } from '@ilaw/contracts/golive/golive-imports';
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

const SLICE = 20_000;

export async function postLastReadingImport(
  trx: Transaction<Database>,
  rows: ValidRow<LastReadingImportRow>[],
  out: ImportOutcome,
  file: ImportFile,
): Promise<void> {
  const accounts = [...new Set(rows.map((r) => r.value.accountNo))];
  const consumers = new Map<string, { id: number; initial: string; read: boolean }>();
  for (let i = 0; i < accounts.length; i += SLICE) {
    const found = await sql<{ id: number; account_no: string; initial_reading: string; read: boolean }>`
      SELECT c.id, c.account_no, c.initial_reading::text AS initial_reading,
        EXISTS (SELECT 1 FROM billing_meter_readings m WHERE m.consumer_id = c.id) AS read
      FROM billing_consumers c WHERE c.account_no = ANY(${accounts.slice(i, i + SLICE)}::text[])`.execute(trx);
    for (const c of found.rows) consumers.set(c.account_no, { id: c.id, initial: c.initial_reading, read: c.read });
  }
  // No row locks: the import's lock orders go-live imports, and a reading entered meanwhile wins
  // anyway (it, not the initial reading, is the next month's previous reading). Locking 300,000
  // consumer rows would double the import's time.
  const seen = new Map<string, number>();
  const set: { row: number; id: number; reading: string; previous: string }[] = [];
  for (const { row, value: v } of rows) {
    const earlier = seen.get(v.accountNo);
    if (earlier !== undefined) {
      out.fail(row, 'Account No', `Row ${earlier} already has this account number.`, v.accountNo);
      continue;
    }
    seen.set(v.accountNo, row);
    const c = consumers.get(v.accountNo);
    if (!c) {
      out.fail(row, 'Account No', `No consumer has the account number '${v.accountNo}'.`, v.accountNo);
      continue;
    }
    if (c.read) {
      out.fail(
        row,
        'Account No',
        'This consumer already has readings in the portal; its previous reading comes from them.',
        v.accountNo,
      );
      continue;
    }
    if (new Decimal(c.initial).eq(v.reading)) {
      out.unchanged(row);
      continue;
    }
    set.push({ row, id: c.id, reading: v.reading, previous: c.initial });
  }
  for (let i = 0; i < set.length; i += SLICE) {
    const slice = set.slice(i, i + SLICE);
    await sql`UPDATE billing_consumers c SET initial_reading = x.r, updated_at = now()
      FROM unnest(${slice.map((s) => s.id)}::int[], ${slice.map((s) => s.reading)}::numeric[]) AS x(id, r)
      WHERE c.id = x.id`.execute(trx);
    await recordBatchRecords(
      trx,
      file.batchId,
      slice.map((s) => s.id),
      slice.map((s) => s.previous),
    );
  }
  for (const s of set) out.posted(s.row);
}

/** Puts each consumer's earlier initial reading back while none of them has been read since. */
export async function undoLastReadingImport(trx: Transaction<Database>, records: BatchRecord[]): Promise<void> {
  const ids = records.map((r) => r.recordId);
  if (ids.length === 0) return;
  const read = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM billing_meter_readings WHERE consumer_id = ANY(${ids}::int[])`.execute(trx);
  if ((read.rows[0]?.n ?? 0) > 0) {
    throw conflict('These last readings cannot be undone: the portal has read some of these consumers since.');
  }
  await sql`UPDATE billing_consumers c SET initial_reading = x.p::numeric, updated_at = now()
    FROM unnest(${ids}::int[], ${records.map((r) => r.previous ?? '0')}::text[]) AS x(id, p)
    WHERE c.id = x.id`.execute(trx);
}
