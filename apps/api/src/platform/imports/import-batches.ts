// Go-live import batches (docs/decisions/019): what a posted batch wrote, and undoing it as a whole.
// The module that posted a kind undoes it (its undo refuses with 409 when something depends on the
// records); this file does the rest the same for every kind: the lock, the status, the audit entry,
// and forgetting the file's hash so the same file can be imported again.
import type { ImportReconciliationLine } from '@ilaw/contracts/platform/imports';
import type { Transaction } from 'kysely';
import { recordAudit } from '../audit/audit-trail.ts';
import type { Database } from '../db/schema.ts';
import type { RouteContext } from '../http/context.ts';
import { conflict, notFound } from '../http/errors.ts';
import { lockSubject } from '../posting/subject-lock.ts';

export interface BatchRecord {
  recordId: string;
  previous: string | null;
}

/** Undoes the records of one batch in `trx`, or throws 409 saying what depends on them. */
export type BatchUndo = (trx: Transaction<Database>, records: BatchRecord[], userId: number | null) => Promise<void>;

export interface ImportBatchRow {
  id: number;
  kind: string;
  fileName: string;
  posted: number;
  reconciliation: ImportReconciliationLine[];
  status: 'Posted' | 'Undone';
  createdAt: string;
  createdBy: string | null;
  undoneAt: string | null;
  undoneBy: string | null;
}

export async function listImportBatches(
  db: RouteContext['db'] | Transaction<Database>,
  kinds: readonly string[],
  id?: number,
): Promise<ImportBatchRow[]> {
  let q = db
    .selectFrom('import_batches as b')
    .leftJoin('users as c', 'c.id', 'b.created_by')
    .leftJoin('users as u', 'u.id', 'b.undone_by')
    .select([
      'b.id',
      'b.kind',
      'b.file_name',
      'b.posted',
      'b.reconciliation',
      'b.status',
      'b.created_at',
      'b.undone_at',
      'c.full_name as created_by_name',
      'u.full_name as undone_by_name',
    ])
    .where('b.kind', 'in', kinds)
    .orderBy('b.id', 'desc')
    .limit(500);
  if (id !== undefined) q = q.where('b.id', '=', id);
  const rows = await q.execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    fileName: r.file_name,
    posted: r.posted,
    reconciliation: r.reconciliation,
    status: r.status,
    createdAt: r.created_at.toISOString(),
    createdBy: r.created_by_name,
    undoneAt: r.undone_at ? r.undone_at.toISOString() : null,
    undoneBy: r.undone_by_name,
  }));
}

/** Undoes a posted batch as a whole, in one transaction; 404 unknown, 409 undone or depended on. */
export async function undoImportBatch(
  ctx: Pick<RouteContext, 'db' | 'actor'>,
  batchId: number,
  undoers: Readonly<Record<string, BatchUndo>>,
  auditType: string,
): Promise<ImportBatchRow> {
  await ctx.db.transaction().execute(async (trx) => {
    const head = await trx
      .selectFrom('import_batches')
      .select(['kind', 'target'])
      .where('id', '=', batchId)
      .executeTakeFirst();
    const undo = head ? undoers[head.kind] : undefined;
    if (!head || !undo) throw notFound('This import batch does not exist.');
    // The import's own lock: no import of the kind runs while its batch is undone.
    await lockSubject(trx, `import-${head.kind}`, head.target);
    const batch = await trx
      .selectFrom('import_batches')
      .selectAll()
      .where('id', '=', batchId)
      .forUpdate()
      .executeTakeFirstOrThrow();
    if (batch.status !== 'Posted') throw conflict('This import batch was already undone.');
    const records = await trx
      .selectFrom('import_batch_records')
      .select(['record_id', 'previous'])
      .where('batch_id', '=', batchId)
      .orderBy('record_id')
      .execute();
    await undo(
      trx,
      records.map((r) => ({ recordId: String(r.record_id), previous: r.previous })),
      ctx.actor.userId,
    );
    await trx
      .updateTable('import_batches')
      .set({ status: 'Undone', undone_by: ctx.actor.userId, undone_at: new Date() })
      .where('id', '=', batchId)
      .execute();
    // The same file may be imported again once its batch is undone.
    await trx
      .deleteFrom('idempotency_keys')
      .where('scope', '=', `import-${batch.kind}`)
      .where('key', '=', `${batch.target}:${batch.file_sha256}`)
      .execute();
    await recordAudit(trx, ctx.actor, {
      entityType: auditType,
      entityId: batchId,
      action: 'undone',
      oldValues: { kind: batch.kind, file: batch.file_name, sha256: batch.file_sha256, posted: batch.posted },
    });
  });
  const [row] = await listImportBatches(ctx.db, Object.keys(undoers), batchId);
  return row!;
}
