// The audit trail: append-only, each entry's hash covering its content and the previous hash,
// so an edited or deleted entry breaks the chain. Written inside the caller's transaction so
// the record and its history commit together.
import { createHash } from 'node:crypto';
import type { Role } from '@ilaw/contracts/roles';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { Actor } from '../http/context.ts';

export interface AuditEvent {
  entityType: string;
  entityId: string | number;
  action: string;
  oldValues?: Record<string, unknown> | null;
  newValues?: Record<string, unknown> | null;
}

// Serialises chain appends across sessions and processes.
const AUDIT_LOCK = 73_012_027;

function canonical(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

export function entryHash(
  prevHash: string | null,
  entry: {
    at: string;
    actorUserId: number | null;
    ipAddress: string | null;
    entityType: string;
    entityId: string;
    action: string;
    oldValues: unknown;
    newValues: unknown;
  },
): string {
  return createHash('sha256')
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
  await sql`SELECT pg_advisory_xact_lock(${AUDIT_LOCK})`.execute(trx);
  const last = await trx.selectFrom('audit_log').select('hash').orderBy('id', 'desc').limit(1).executeTakeFirst();
  const prevHash = last?.hash ?? null;
  // Millisecond precision so the stored time reads back exactly as hashed.
  const at = new Date(Math.floor(Date.now())).toISOString();
  const oldValues = normalise(event.oldValues);
  const newValues = normalise(event.newValues);
  const entityId = String(event.entityId);
  const hash = entryHash(prevHash, {
    at,
    actorUserId: actor.userId,
    ipAddress: actor.ip,
    entityType: event.entityType,
    entityId,
    action: event.action,
    oldValues,
    newValues,
  });
  await trx
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
    })
    .execute();
}

/** Walks the chain in order; returns the first entry whose hash does not match. */
export async function verifyAuditChain(
  db: Kysely<Database>,
): Promise<{ ok: boolean; checked: number; firstBrokenId: number | null }> {
  let prevHash: string | null = null;
  let checked = 0;
  let afterId = 0;
  for (;;) {
    const rows = await db
      .selectFrom('audit_log')
      .selectAll()
      .where('id', '>', afterId)
      .orderBy('id')
      .limit(1000)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const expected = entryHash(prevHash, {
        at: row.at.toISOString(),
        actorUserId: row.actor_user_id,
        ipAddress: row.ip_address,
        entityType: row.entity_type,
        entityId: row.entity_id,
        action: row.action,
        oldValues: row.old_values,
        newValues: row.new_values,
      });
      if (row.prev_hash !== prevHash || row.hash !== expected) {
        return { ok: false, checked, firstBrokenId: row.id };
      }
      prevHash = row.hash;
      checked += 1;
      afterId = row.id;
    }
  }
  return { ok: true, checked, firstBrokenId: null };
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
