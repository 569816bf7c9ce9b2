// The one import pipeline (docs/decisions/016): an uploaded .xlsx or .csv is read (bounded), each
// row checked against the import's row schema from the contracts, and the good rows handed to the
// module's `post` in ONE transaction that first takes the import's lock; the answer is the one
// ImportResult. A file imported completely once is answered with that import (by its hash).
import { createHash } from 'node:crypto';
import type {
  ImportMode,
  ImportResult,
  ImportRowError,
  ImportRowNote,
  ImportSpec,
} from '@ilaw/contracts/platform/imports';
import type { Transaction } from 'kysely';
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
    file: { name: string },
  ): Promise<Record<string, unknown> | void>;
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

function resultOf(
  def: ImportDefinition<unknown>,
  fileName: string,
  counts: { read: number; blank: number },
  out: ImportOutcome,
  posted: boolean,
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
  };
}

/**
 * The whole import: the upload (400 none, 413/415 by the file store and the workbook bounds), the
 * rows, the posting and the answer. Good-rows-only posts what passes; all-or-nothing posts only a
 * file without a failed row.
 */
export async function runImport<Row>(
  ctx: Pick<RouteContext, 'db' | 'actor' | 'request' | 'services'>,
  def: ImportDefinition<Row>,
  posting: ImportPosting<Row>,
): Promise<ImportResult> {
  const upload = ctx.request.uploadedFiles[0];
  if (!upload || upload.bytes.length === 0) throw badRequest(`Choose the filled ${def.what} to import.`);
  const format = formatOf(await ctx.services.files.check(upload.bytes), upload.bytes, def.what);
  const fileName = cleanFileName(upload.fileName);
  const sha256 = createHash('sha256').update(upload.bytes).digest('hex');
  const rows = await readImportFile(upload.bytes, format, def.spec as ImportSpec<unknown>, def);
  const out = new ImportOutcome();
  const { valid, blank, read } = validateRows(def.spec, rows, out);
  const generic = def as ImportDefinition<unknown>;
  if (valid.length === 0 || (def.mode === 'all-or-nothing' && out.failedRows.size > 0)) {
    return resultOf(generic, fileName, { read, blank }, out, false);
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
          ...(earlier.result as ImportResult),
          replay: { importedAt: earlier.created_at.toISOString(), importedBy: earlier.full_name },
        };
      }
      const details = await posting.post(trx, valid, out, { name: fileName });
      for (const r of valid) {
        if (!out.postedRows.has(r.row) && !out.unchangedRows.has(r.row) && !out.failedRows.has(r.row)) {
          throw new Error(`${def.kind} import: row ${r.row} was neither posted, unchanged nor failed.`);
        }
      }
      if (def.mode === 'all-or-nothing' && out.failedRows.size > 0) throw new NothingPosted(out);
      const result = resultOf(generic, fileName, { read, blank }, out, true);
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
    if (error instanceof NothingPosted) return resultOf(generic, fileName, { read, blank }, error.outcome, false);
    throw error;
  }
}
