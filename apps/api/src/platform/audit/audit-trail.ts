// The audit trail: append-only, each entry's hash covering its content and the previous hash,
// so an edited or deleted entry breaks the chain. Since docs/decisions/013 the hash is an
// HMAC-SHA256 under a key kept outside the database, and a signed checkpoint of the head and the
// count (table audit_checkpoint, copied to DATA_DIR) shows when the last entries are removed.
// Written inside the caller's transaction so the record and its history commit together.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../http/context.ts';
import {
  advanceCheckpointFile,
  auditKey,
  checkpointMac,
  readCheckpointFile,
  type CheckpointState,
} from './audit-key.ts';

export interface AuditEvent {
  entityType: string;
  entityId: string | number;
  action: string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

// Serialises chain appends across sessions and processes.
const AUDIT_LOCK = 73_012_027;

/** 1: plain SHA-256 (entries written before the chain was keyed); 2: HMAC-SHA256. */
export const KEYED = 2;

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

export interface HashedEntry {
  at: string;
  actorUserId: number | null;
  ipAddress: string | null;
  entityType: string;
  entityId: string;
  action: string;
  oldValues: unknown;
  newValues: unknown;
}

/** An entry's hash: HMAC-SHA256 under `key`, or plain SHA-256 (version 1) when `key` is null. */
export function entryHash(key: Buffer | null, prevHash: string | null, entry: HashedEntry): string {
  const h = key ? createHmac('sha256', key) : createHash('sha256');
  return h
    .update(prevHash ?? '')
    .update('\n')
    .update(canonical(entry))
    .digest('hex');
}

/** Values as they will read back from jsonb (dates as ISO strings, no undefined). */
function normalise(values: Record<string, unknown> | null | undefined): Record<string, unknown> | null {
  if (!values) return null;
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}

/** Only the fields that changed, old and new, so history reads as a list of edits. */
export function diff(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { oldValues: Record<string, unknown>; newValues: Record<string, unknown> } {
  const oldValues: Record<string, unknown> = {};
  const newValues: Record<string, unknown> = {};
  const a = normalise(before) ?? {};
  const b = normalise(after) ?? {};
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (canonical(a[key]) !== canonical(b[key])) {
      oldValues[key] = a[key] ?? null;
      newValues[key] = b[key] ?? null;
    }
  }
  return { oldValues, newValues };
}

/** Appends one entry. `trx` must be a transaction: the lock is held until it commits. */
export async function recordAudit(trx: Transaction<Database>, actor: Actor, event: AuditEvent): Promise<void> {
  const key = auditKey();
  await sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const checkpoint = await trx.selectFrom('audit_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
  const prevHash = last?.hash ?? null;
  // Millisecond precision so the stored time reads back exactly as hashed.
  const at = new Date(Math.floor(Date.now())).toISOString();
  const oldValues = normalise(event.oldValues);
  const newValues = normalise(event.newValues);
  const entityId = String(event.entityId);
  const hash = entryHash(key, prevHash, {
    at,
    actorUserId: actor.userId,
    ipAddress: actor.ip,
    entityType: event.entityType,
    entityId,
    action: event.action,
    oldValues,
    newValues,
  });
  const row = await trx
    .insertInto('audit_log')
    .values({
      at,
      actor_user_id: actor.userId,
      actor_name: actor.name,
      ip_address: actor.ip,
      entity_type: event.entityType,
      entity_id: entityId,
      action: event.action,
      old_values: oldValues ? JSON.stringify(oldValues) : null,
      new_values: newValues ? JSON.stringify(newValues) : null,
      prev_hash: prevHash,
      hash,
      hash_version: KEYED,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // A missing checkpoint is not recreated here (that would hide a truncation); verification reports it.
  if (checkpoint) {
    const next: CheckpointState = {
      chainId: checkpoint.chain_id,
      count: Number(checkpoint.entry_count) + 1,
      headId: row.id,
      headHash: hash,
    };
    await trx
      .updateTable('audit_checkpoint')
      .set({
        entry_count: next.count,
        head_id: next.headId,
        head_hash: next.headHash,
        mac: checkpointMac(key, next),
        updated_at: new Date(),
      })
      .where('id', '=', 1)
      .execute();
  }
}

export interface AuditVerification {
  ok: boolean;
  /** Entries whose hash was checked before the walk stopped. */
  checked: number;
  /** The first entry found changed, out of place or added outside the portal. */
  firstBrokenId: number | null;
  /** Where and why the trail breaks, in words. */
  problem: string | null;
  /** How many entries the signed checkpoint says the trail has. */
  checkpointCount: number | null;
}

function sameMac(a: string | null, b: string): boolean {
  if (a === null || a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function stateOf(row: {
  chain_id: string;
  entry_count: number;
  head_id: number | null;
  head_hash: string | null;
}): CheckpointState {
  return { chainId: row.chain_id, count: Number(row.entry_count), headId: row.head_id, headHash: row.head_hash };
}

/**
 * Walks the chain in order up to the signed checkpoint read first (entries appended meanwhile
 * are left for the next run) and compares its end with that checkpoint and with the copy kept in
 * `dataDir`. A sound trail moves the file copy forward.
 */
export async function verifyAuditChain(
  db: Kysely<Database>,
  options: { dataDir?: string } = {},
): Promise<AuditVerification> {
  const key = auditKey();
  let checked = 0;
  const fail = (problem: string, firstBrokenId: number | null = null, checkpointCount: number | null = null) => ({
    ok: false,
    checked,
    firstBrokenId,
    problem,
    checkpointCount,
  });
  const row = await db.selectFrom('audit_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row)
    return fail(
      'The checkpoint of the audit trail (table audit_checkpoint) is missing: it was removed outside the portal.',
    );
  const cp = stateOf(row);
  if (row.mac === null) {
    return fail(
      'The checkpoint of the audit trail is not signed (the portal signs it at start-up): it was reset outside the portal.',
      null,
      cp.count,
    );
  }
  if (!sameMac(row.mac, checkpointMac(key, cp))) {
    return fail(
      'The checkpoint of the audit trail does not carry a valid signature: it was changed outside the portal, or the audit key is not the one it was written with.',
      null,
      cp.count,
    );
  }
  const file = options.dataDir ? readCheckpointFile(options.dataDir, cp.chainId) : null;
  if (file && !sameMac(file.mac, checkpointMac(key, file))) {
    return fail(
      'The copy of the checkpoint kept in DATA_DIR/keys does not carry a valid signature: it was changed.',
      null,
      cp.count,
    );
  }
  let fileHeadSeen = false;
  let prevHash: string | null = null;
  let lastId: number | null = null;
  let keyedSeen = false;
  const limitId = cp.headId ?? 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', lastId ?? 0)
      .where('id', '<=', limitId)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const r of rows) {
      const keyed = r.hash_version === KEYED;
      if (!keyed && keyedSeen) {
        return fail(
          `Entry #${r.id} is not keyed although keyed entries come before it: it was rewritten.`,
          r.id,
          cp.count,
        );
      }
      keyedSeen ||= keyed;
      if (r.prev_hash !== prevHash) {
        return fail(
          `Entry #${r.id} does not follow the entry before it${lastId === null ? '' : ` (#${lastId})`}: entries between them were removed or changed.`,
          r.id,
          cp.count,
        );
      }
      const expected = entryHash(keyed ? key : null, prevHash, {
        at: r.at.toISOString(),
        actorUserId: r.actor_user_id,
        ipAddress: r.ip_address,
        entityType: r.entity_type,
        entityId: r.entity_id,
        action: r.action,
        oldValues: r.old_values,
        newValues: r.new_values,
      });
      if (r.hash !== expected) {
        return fail(`Entry #${r.id} does not match its hash: it was changed after it was written.`, r.id, cp.count);
      }
      checked += 1;
      prevHash = r.hash;
      lastId = r.id;
      if (file && r.id === file.headId) {
        if (r.hash !== file.headHash || checked !== file.count) {
          return fail(
            `Entry #${r.id} is not the one the checkpoint copy in DATA_DIR/keys recorded on ${file.at} as entry ${file.count}: the trail was rewritten.`,
            r.id,
            cp.count,
          );
        }
        fileHeadSeen = true;
      }
    }
  }
  if (lastId !== cp.headId || prevHash !== cp.headHash || checked !== cp.count) {
    const end = lastId === null ? 'has no entries' : `ends at entry #${lastId} after ${checked} entries`;
    return fail(
      `The trail ${end}, but its checkpoint says ${cp.count} entries ending at #${cp.headId ?? '-'}: entries were removed.`,
      null,
      cp.count,
    );
  }
  if (file && file.count > 0 && !fileHeadSeen) {
    return fail(
      `The trail has ${checked} entries, but the checkpoint copy in DATA_DIR/keys recorded ${file.count} entries ending at #${file.headId ?? '-'} on ${file.at}: entries were removed, or the database was restored from an older copy.`,
      null,
      cp.count,
    );
  }
  // Entries past the checkpoint's head that no append signed: written straight into the table.
  const extra = await db
    .selectFrom('audit_log')
    .select((eb) => [eb.fn.min('id').as('first'), eb.fn.countAll<number>().as('n')])
    .where('id', '>', limitId)
    .executeTakeFirstOrThrow();
  if (Number(extra.n) > 0) {
    const now = await db.selectFrom('audit_checkpoint').select('head_id').where('id', '=', 1).executeTakeFirst();
    if (now && now.head_id === cp.headId) {
      const first = Number(extra.first);
      return fail(
        `${Number(extra.n)} entries from #${first} on come after the checkpoint's last entry #${cp.headId ?? '-'}: they were added outside the portal.`,
        first,
        cp.count,
      );
    }
  }
  if (options.dataDir) advanceCheckpointFile(options.dataDir, key, cp);
  return { ok: true, checked, firstBrokenId: null, problem: null, checkpointCount: cp.count };
}

/**
 * Copies the signed checkpoint to DATA_DIR when it is further along than the copy there (at
 * start-up and hourly), so a database rolled back to an older checkpoint shows. At start-up
 * (`signUnsigned`) it first signs a checkpoint the migration left unsigned: the state of a trail
 * written before the chain was keyed, or of an empty one.
 */
export async function sealCheckpointFile(
  db: Kysely<Database>,
  dataDir: string,
  options: { signUnsigned?: boolean } = {},
): Promise<void> {
  const key = auditKey();
  if (options.signUnsigned) {
    await db.transaction().execute(async (trx) => {
      await sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
      const row = await trx.selectFrom('audit_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
      if (!row || row.mac !== null) return;
      await trx
        .updateTable('audit_checkpoint')
        .set({ mac: checkpointMac(key, stateOf(row)), updated_at: new Date() })
        .where('id', '=', 1)
        .execute();
    });
  }
  const row = await db.selectFrom('audit_checkpoint').selectAll().where('id', '=', 1).executeTakeFirst();
  if (!row || row.mac === null) return;
  const cp = stateOf(row);
  if (!sameMac(row.mac, checkpointMac(key, cp))) return;
  advanceCheckpointFile(dataDir, key, cp);
}

/**
 * Which roles may read the history of each record type. A module registers its audited
 * record types here; the history endpoint refuses types nobody registered.
 */
const historyReaders = new Map<string, readonly Role[]>();
export function registerAuditedEntity(entityType: string, readerRoles: readonly Role[]): void {
  historyReaders.set(entityType, readerRoles);
}
export function historyReaderRoles(entityType: string): readonly Role[] | undefined {
  return historyReaders.get(entityType);
}
