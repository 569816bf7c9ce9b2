// The one import pipeline (docs/decisions/016): an uploaded .xlsx or .csv is read (bounded), each
// row checked against the import's row schema from the contracts, and the good rows handed to the
// module's `post` in ONE transaction that first takes the import's lock; the answer is the one
// ImportResult. A file imported completely once is answered with that import (by its hash).
import { createHash } from 'node:crypto';
import {
  importResultSchema,
  type ImportMode,
  type ImportResult,
  type ImportRowError,
  type ImportRowNote,
  type ImportSpec,
} from '@ilaw/contracts/platform/imports';
import { Decimal } from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Database } from '../db/schema.ts';
import { XLSX_TYPE, cleanFileName } from '../files/file-store.ts';
import { decodeText } from '../files/csv.ts';
import type { RouteContext } from '../http/context.ts';
import { badRequest, unsupportedMediaType } from '../http/errors.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../idempotency/idempotency.ts';
import { lockSubject } from '../posting/subject-lock.ts';
import { readImportFile, type ImportFileFormat } from './read-import-file.ts';

export interface ImportDefinition<Row> {
  /** Names the import's lock and its replay scope: 'hr-salaries'. */
  kind: string;
  spec: ImportSpec<Row>;
  mode: ImportMode;
  /** The file in the cooperative's words, for messages: 'salary template'. */
  what: string;
  maxRows: number;
  /** The audited record type of the import's entry (registered by the module). */
  auditType: string;
  /** Go-live imports (decision 019): a posted file is a batch whose records can be undone together. */
  batch?: boolean;
  /** Columns totalled in the reconciliation (the file's rows against the posted ones). */
  totals?: readonly { label: string; key: string }[];
}

/** What the posting of a batch import is told: the file, and the batch its records belong to. */
export interface ImportFile {
  name: string;
  /** Set for batch imports (also in a dry run, where it is rolled back with the rest). */
  batchId: number | null;
}

export interface ValidRow<Row> {
  row: number;
  value: Row;
}

/** What the module's posting says about each good row. */
export class ImportOutcome {
  readonly errors: ImportRowError[] = [];
  readonly notes: ImportRowNote[] = [];
  readonly postedRows = new Set<number>();
  readonly unchangedRows = new Set<number>();
  readonly failedRows = new Set<number>();

  posted(row: number, note?: string): void {
    this.postedRows.add(row);
    if (note) this.notes.push({ row, message: note });
  }
  unchanged(row: number): void {
    this.unchangedRows.add(row);
  }
  /** The row posts nothing; `field` is the column's header, or null for the row as a whole. */
  fail(row: number, field: string | null, message: string, value: string | null = null): void {
    this.failedRows.add(row);
    this.errors.push({ row, field, value, message });
  }
}

export interface ImportPosting<Row> {
  /** What the import goes into (a fiscal year, a bill month; 'all' when nothing narrows it). */
  target: string | number;
  /**
   * Posts the good rows in `trx` (locks first, then reads, then writes), telling `out` what became
   * of every row. Answers details for the import's audit entry.
   */
  post(
    trx: Transaction<Database>,
    rows: ValidRow<Row>[],
    out: ImportOutcome,
    file: ImportFile,
  ): Promise<Record<string, unknown> | void>;
}

/** A dry run ran the whole posting; this rolls it back and carries its answer out. */
class DryRunDone extends Error {
  readonly result: ImportResult;
  constructor(result: ImportResult) {
    super('dry run rolled back');
    this.result = result;
  }
}

/** Lists the records a batch wrote (set-based: one statement however many). */
export async function recordBatchRecords(
  trx: Transaction<Database>,
  batchId: number | null,
  ids: readonly (number | string)[],
  previous?: readonly (string | null)[],
): Promise<void> {
  if (batchId === null || ids.length === 0) return;
  await sql`INSERT INTO import_batch_records (batch_id, record_id, previous)
    SELECT ${batchId}::int, x.id, x.previous
    FROM unnest(${ids.map(String)}::bigint[], ${previous ?? ids.map(() => null)}::text[]) AS x(id, previous)`.execute(
    trx,
  );
}

/** Thrown inside the transaction of an all-or-nothing import with a failed row: rolls it back. */
class NothingPosted extends Error {
  readonly outcome: ImportOutcome;
  constructor(outcome: ImportOutcome) {
    super('import rolled back');
    this.outcome = outcome;
  }
}

export function formatOf(sniffed: string, bytes: Buffer, what: string): ImportFileFormat {
  if (sniffed === XLSX_TYPE || sniffed === 'application/zip') return 'xlsx';
  if (sniffed === 'application/octet-stream' && decodeText(bytes) !== null) return 'csv';
  throw unsupportedMediaType(`Import the ${what} as an Excel workbook (.xlsx) or a CSV file (.csv).`);
}

/** Checks every row against the row schema: messages are the contract's (SPEC.md section 5's). */
export function validateRows<Row>(
  spec: ImportSpec<Row>,
  rows: { row: number; cells: Record<string, string | null> }[],
  out: ImportOutcome,
): { valid: ValidRow<Row>[]; blank: number; read: number } {
  const headerOf = new Map(spec.columns.map((c) => [c.key, c.header]));
  const isBlank = spec.isBlank ?? ((cells) => Object.values(cells).every((v) => v === null));
  const valid: ValidRow<Row>[] = [];
  let blank = 0;
  for (const r of rows) {
    if (isBlank(r.cells)) {
      blank += 1;
      continue;
    }
    const parsed = spec.rowSchema.safeParse(r.cells);
    if (parsed.success) {
      valid.push({ row: r.row, value: parsed.data });
      continue;
    }
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const key = typeof issue.path[0] === 'string' ? issue.path[0] : null;
      // One message per cell: the first rule it breaks.
      if (seen.has(key ?? '')) continue;
      seen.add(key ?? '');
      out.fail(
        r.row,
        key === null ? null : (headerOf.get(key) ?? key),
        issue.message,
        key ? (r.cells[key] ?? null) : null,
      );
    }
  }
  return { valid, blank, read: rows.length - blank };
}

/** A cell's number for a total: thousands separators and a peso sign dropped; else none. */
function cellAmount(v: string | null | undefined): Decimal | null {
  if (v === null || v === undefined) return null;
  const t = v.trim().replace(/,/g, '').replace(/^₱\s*/, '');
  return /^-?\d+(\.\d+)?$/.test(t) ? new Decimal(t) : null;
}

/** Rows and totals as the file gives them against the posted (or, dry, would-be posted) rows. */
export function reconciliationOf(
  def: ImportDefinition<unknown>,
  rows: { row: number; cells: Record<string, string | null> }[],
  counts: { read: number },
  out: ImportOutcome,
  posted: boolean,
): ImportReconciliation {
  const lines = [{ label: 'Rows', inFile: String(counts.read), posted: String(posted ? out.postedRows.size : 0) }];
  for (const t of def.totals ?? []) {
    let inFile = new Decimal(0);
    let done = new Decimal(0);
    for (const r of rows) {
      const v = cellAmount(r.cells[t.key]);
      if (!v) continue;
      inFile = inFile.plus(v);
      if (posted && out.postedRows.has(r.row)) done = done.plus(v);
    }
    lines.push({ label: t.label, inFile: inFile.toFixed(2), posted: done.toFixed(2) });
  }
  return lines;
}
type ImportReconciliation = ImportResult['reconciliation'];

function resultOf(
  def: ImportDefinition<unknown>,
  fileName: string,
  counts: { read: number; blank: number },
  out: ImportOutcome,
  posted: boolean,
  reconciliation: ImportReconciliation = [],
): ImportResult {
  const order = new Map(def.spec.columns.map((c, i) => [c.header, i]));
  const errors = [...out.errors].sort(
    (a, b) => a.row - b.row || (order.get(a.field ?? '') ?? -1) - (order.get(b.field ?? '') ?? -1),
  );
  return {
    mode: def.mode,
    fileName,
    read: counts.read,
    blank: counts.blank,
    posted: posted ? out.postedRows.size : 0,
    unchanged: posted ? out.unchangedRows.size : 0,
    failed: out.failedRows.size,
    errors,
    notes: posted ? [...out.notes].sort((a, b) => a.row - b.row) : [],
    replay: null,
    dryRun: false,
    batchId: null,
    reconciliation,
  };
}

/**
 * The whole import: the upload (400 none, 413/415 by the file store and the workbook bounds), the
 * rows, the posting and the answer. Good-rows-only posts what passes; all-or-nothing posts only a
 * file without a failed row. A dry run (decision 019) does all of it, then rolls it back.
 */
export async function runImport<Row>(
  ctx: Pick<RouteContext, 'db' | 'actor' | 'request' | 'services'>,
  def: ImportDefinition<Row>,
  posting: ImportPosting<Row>,
  options: { dryRun?: boolean } = {},
): Promise<ImportResult> {
  const upload = ctx.request.uploadedFiles[0];
  if (!upload || upload.bytes.length === 0) throw badRequest(`Choose the filled ${def.what} to import.`);
  return importFile(ctx, def, posting, upload, options);
}

/**
 * Where a long import is (a background job reports it, decision 019): the file read, its rows
 * checked. Called outside the posting transaction (on PGlite a write from elsewhere inside it
 * would wait for its one session).
 */
export type ImportProgress = (step: 'read' | 'checked', rows: number) => Promise<void>;

/** The whole import of a file already received (the request's upload, or one a job stored). */
export async function importFile<Row>(
  ctx: Pick<RouteContext, 'db' | 'actor' | 'services'>,
  def: ImportDefinition<Row>,
  posting: ImportPosting<Row>,
  upload: { bytes: Buffer; fileName: string },
  options: { dryRun?: boolean; onProgress?: ImportProgress } = {},
): Promise<ImportResult> {
  const dryRun = options.dryRun === true;
  const progress: ImportProgress = options.onProgress ?? (async () => {});
  const format = formatOf(await ctx.services.files.check(upload.bytes), upload.bytes, def.what);
  const fileName = cleanFileName(upload.fileName);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const rows = await readImportFile(upload.bytes, format, def.spec as ImportSpec<unknown>, def);
  await progress('read', rows.length);
  const out = new ImportOutcome();
  const { valid, blank, read } = validateRows(def.spec, rows, out);
  await progress('checked', rows.length);
  const generic = def as ImportDefinition<unknown>;
  const counts = { read, blank };
  const answer = (o: ImportOutcome, posted: boolean, batchId: number | null = null): ImportResult => ({
    ...resultOf(generic, fileName, counts, o, posted, reconciliationOf(generic, rows, counts, o, posted)),
    dryRun,
    batchId: dryRun ? null : batchId,
  });
  if (valid.length === 0 || (def.mode === 'all-or-nothing' && out.failedRows.size > 0)) {
    return answer(out, false);
  }

  const scope = `import-${def.kind}`;
  const key = `${posting.target}:${sha256}`;
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      // One import of a kind and target at a time: a second one waits, then sees what this posted.
      await lockSubject(trx, scope, String(posting.target));
      const earlier = await trx
        .selectFrom('idempotency_keys as k')
        .leftJoin('users as u', 'u.id', 'k.created_by')
        .select(['k.result', 'k.created_at', 'u.full_name'])
        .where('k.scope', '=', scope)
        .where('k.key', '=', key)
        .executeTakeFirst();
      if (earlier?.result) {
        return {
          ...importResultSchema.parse(earlier.result),
          dryRun,
          replay: { importedAt: earlier.created_at.toISOString(), importedBy: earlier.full_name },
        };
      }
      const batch = def.batch
        ? await trx
            .insertInto('import_batches')
            .values({
              kind: def.kind,
              target: String(posting.target),
              file_name: fileName,
              file_sha256: sha256,
              created_by: ctx.actor.userId,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        : null;
      const batchId = batch?.id ?? null;
      const details = await posting.post(trx, valid, out, { name: fileName, batchId });
      for (const r of valid) {
        if (!out.postedRows.has(r.row) && !out.unchangedRows.has(r.row) && !out.failedRows.has(r.row)) {
          throw new Error(`${def.kind} import: row ${r.row} was neither posted, unchanged nor failed.`);
        }
      }
      if (def.mode === 'all-or-nothing' && out.failedRows.size > 0) throw new NothingPosted(out);
      const result = answer(out, true, batchId);
      if (dryRun) throw new DryRunDone(result);
      if (batchId !== null) {
        if (result.posted > 0) {
          await trx
            .updateTable('import_batches')
            .set({ posted: result.posted, reconciliation: JSON.stringify(result.reconciliation) })
            .where('id', '=', batchId)
            .execute();
        } else {
          await trx.deleteFrom('import_batches').where('id', '=', batchId).execute();
          result.batchId = null;
        }
      }
      if (result.posted > 0) {
        await recordAudit(trx, ctx.actor, {
          entityType: def.auditType,
          entityId: posting.target,
          action: 'imported',
          newValues: {
            file: fileName,
            sha256,
            read: result.read,
            posted: result.posted,
            unchanged: result.unchanged,
            failed: result.failed,
            ...(result.batchId !== null ? { batchId: result.batchId, reconciliation: result.reconciliation } : {}),
            ...(details ?? {}),
          },
        });
      }
      // Only a complete import is answered again by its hash: a file with failed rows may be
      // imported again as it is once the portal's data is fixed (its posted rows come back unchanged).
      if (result.failed === 0) {
        await claimIdempotencyKey(trx, scope, key, ctx.actor.userId);
        await saveIdempotentResult(trx, scope, key, result);
      }
      return result;
    });
  } catch (error) {
    if (error instanceof NothingPosted) return answer(error.outcome, false);
    if (error instanceof DryRunDone) return error.result;
    throw error;
  }
}
