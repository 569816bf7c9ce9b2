// Go-live: consumers from the old system (docs/decisions/019), set-based so that 300,000 rows post
// in seconds: one lookup of the accounts, one insert of the missing routes, the consumers in slices
// of column arrays through unnest(). An account already in the portal with the same name and class
// is unchanged; with another, the row fails (the portal's record is not overwritten by a file).
import type { ConsumerImportRow } from '@ilaw/contracts/golive/golive-imports';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { BatchRecord } from '../../../platform/imports/import-batches.ts';
import {
  recordBatchRecords,
  type ImportFile,
  type ImportOutcome,
  type ValidRow,
} from '../../../platform/imports/import-pipeline.ts';
import { conflict } from '../../../platform/http/errors.ts';

const SLICE = 20_000;

export async function postConsumerImport(
  trx: Transaction<Database>,
  rows: ValidRow<ConsumerImportRow>[],
  out: ImportOutcome,
  file: ImportFile,
): Promise<Record<string, unknown>> {
  const accounts = [...new Set(rows.map((r) => r.value.accountNo))];
  const existing = new Map<string, { name: string; consumer_class: string }>();
  for (let i = 0; i < accounts.length; i += SLICE) {
    const found = await sql<{ account_no: string; name: string; consumer_class: string }>`
      SELECT account_no, name, consumer_class FROM billing_consumers
      WHERE account_no = ANY(${accounts.slice(i, i + SLICE)}::text[])`.execute(trx);
    for (const c of found.rows) existing.set(c.account_no, c);
  }

  const seen = new Map<string, number>();
  const good: ValidRow<ConsumerImportRow>[] = [];
  for (const r of rows) {
    const v = r.value;
    const earlier = seen.get(v.accountNo);
    if (earlier !== undefined) {
      out.fail(r.row, 'Account No', `Row ${earlier} already has this account number.`, v.accountNo);
      continue;
    }
    seen.set(v.accountNo, r.row);
    const there = existing.get(v.accountNo);
    if (there) {
      if (there.name === v.name && there.consumer_class.trim() === v.consumerClass) out.unchanged(r.row);
      else
        out.fail(r.row, 'Account No', `Account No. ${v.accountNo} is already recorded for ${there.name}.`, v.accountNo);
      continue;
    }
    good.push(r);
  }

  // Routes by branch and code; the old system's routes that the portal lacks are created.
  const routeKey = (branch: number, code: string) => `${branch}|${code.toLowerCase()}`;
  const wanted = new Map<string, { branch: number; code: string }>();
  for (const r of good) {
    if (r.value.route)
      wanted.set(routeKey(r.value.branch, r.value.route), { branch: r.value.branch, code: r.value.route });
  }
  const routeId = new Map<string, number>();
  let routesCreated = 0;
  if (wanted.size > 0) {
    const list = [...wanted.values()];
    const found = await sql<{ id: number; branch_code: number; code: string }>`
      SELECT r.id, r.branch_code, r.code FROM billing_routes r
      JOIN unnest(${list.map((w) => w.branch)}::int[], ${list.map((w) => w.code.toLowerCase())}::text[]) AS x(b, c)
        ON r.branch_code = x.b AND lower(r.code) = x.c`.execute(trx);
    for (const r of found.rows) routeId.set(routeKey(r.branch_code, r.code), r.id);
    const missing = list.filter((w) => !routeId.has(routeKey(w.branch, w.code)));
    if (missing.length > 0) {
      const made = await sql<{ id: number; branch_code: number; code: string }>`
        INSERT INTO billing_routes (branch_code, code, name)
        SELECT x.b, x.c, x.c FROM unnest(${missing.map((w) => w.branch)}::int[], ${missing.map((w) => w.code)}::text[]) AS x(b, c)
        ON CONFLICT (branch_code, code) DO NOTHING
        RETURNING id, branch_code, code`.execute(trx);
      routesCreated = made.rows.length;
      for (const r of made.rows) routeId.set(routeKey(r.branch_code, r.code), r.id);
    }
  }

  for (let i = 0; i < good.length; i += SLICE) {
    const slice = good.slice(i, i + SLICE).map((r) => r.value);
    const col = <T>(f: (v: ConsumerImportRow) => T) => slice.map(f);
    const inserted = await sql<{ id: number; account_no: string }>`
      INSERT INTO billing_consumers (account_no, branch_code, name, town, barangay, address, consumer_class,
        account_status, meter_serial, meter_brand, multiplier, route_id, sequence, latitude, longitude,
        is_lifeliner, is_senior_citizen, deposit)
      SELECT * FROM unnest(${col((v) => v.accountNo)}::text[], ${col((v) => v.branch)}::int[],
        ${col((v) => v.name)}::text[], ${col((v) => v.town)}::text[], ${col((v) => v.barangay)}::text[],
        ${col((v) => v.address)}::text[], ${col((v) => v.consumerClass)}::text[], ${col((v) => v.accountStatus)}::smallint[],
        ${col((v) => v.meterSerial)}::text[], ${col((v) => v.meterBrand)}::text[], ${col((v) => v.multiplier)}::numeric[],
        ${col((v) => (v.route ? (routeId.get(routeKey(v.branch, v.route)) ?? null) : null))}::int[],
        ${col((v) => (v.sequence === null ? null : Number(v.sequence)))}::int[],
        ${col((v) => v.latitude)}::numeric[], ${col((v) => v.longitude)}::numeric[],
        ${col((v) => v.isLifeliner)}::boolean[], ${col((v) => v.isSeniorCitizen)}::boolean[], ${col((v) => v.deposit)}::numeric[])
      ON CONFLICT (account_no) DO NOTHING
      RETURNING id, account_no`.execute(trx);
    const made = new Set(inserted.rows.map((r) => r.account_no));
    for (const r of good.slice(i, i + SLICE)) {
      // Added on the consumer screen meanwhile (the import lock does not cover the form).
      if (made.has(r.value.accountNo)) out.posted(r.row);
      else out.unchanged(r.row);
    }
    await recordBatchRecords(
      trx,
      file.batchId,
      inserted.rows.map((r) => r.id),
    );
  }
  return { routesCreated };
}

/**
 * Removes a batch's consumers while nothing refers to them: no reading, bill, ledger line, advance
 * or payment (the foreign keys say so), and no later import's last reading on them.
 */
export async function undoConsumerImport(trx: Transaction<Database>, records: BatchRecord[]): Promise<void> {
  const ids = records.map((r) => r.recordId);
  if (ids.length === 0) return;
  const later = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM import_batch_records r JOIN import_batches b ON b.id = r.batch_id
    WHERE b.kind IN ('last-readings') AND b.status = 'Posted' AND r.record_id = ANY(${ids}::bigint[])`.execute(trx);
  if ((later.rows[0]?.n ?? 0) > 0) {
    throw conflict('Undo the last readings imported on these consumers first.');
  }
  await sql`SAVEPOINT undo_consumers`.execute(trx);
  try {
    await sql`DELETE FROM billing_consumers WHERE id = ANY(${ids}::int[])`.execute(trx);
  } catch (error) {
    if ((error as { code?: string }).code !== '23503') throw error;
    await sql`ROLLBACK TO SAVEPOINT undo_consumers`.execute(trx);
    throw conflict(
      'These consumers cannot be removed: readings, bills, payments or other records were made on them since the import.',
    );
  }
}
