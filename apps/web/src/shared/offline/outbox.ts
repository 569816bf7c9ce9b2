// The phone's outbox (decision 113): what a reader or crew recorded without signal, kept in
// IndexedDB until a sync answers for it. Each entry carries the idempotency key it was given when
// it was taken, so a sync that is retried (a lost answer, a second tab) posts it once. Entries are
// the signed-in user's own: another user signing in on the same phone neither sees nor sends them.
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export type OutboxStatus = 'waiting' | 'conflict' | 'refused';

/** A photo kept with a record (decision 114): shrunk on the phone, sent before the record. */
export interface OutboxPhoto {
  /** The photo's own idempotency key: the office stores it once however often it is sent. */
  key: string;
  blob: Blob;
  /** The office has it (its upload was answered); a later sync sends only the record. */
  sent: boolean;
}

export interface OutboxEntry<P = unknown> {
  /** The idempotency key, a UUID given when the record was taken. */
  key: string;
  userId: number;
  /** What kind of record: 'billing.reading', 'billing.field-order', 'billing.finding', 'gis.pole'. */
  scope: string;
  /** The record it is about within its scope (a bill month and account); one waiting entry each. */
  subject: string;
  payload: P;
  /** Photos the record carries, in the order taken; its payload names them by key. */
  photos: OutboxPhoto[];
  status: OutboxStatus;
  /** Why the office did not take it (a conflict or a refusal), in words for the user. */
  message: string | null;
  savedAt: string;
}

interface FieldDb extends DBSchema {
  outbox: { key: string; value: OutboxEntry; indexes: { byUser: number } };
}

const DB_NAME = 'ilaw-field';
let opened: Promise<IDBPDatabase<FieldDb>> | undefined;

function database(): Promise<IDBPDatabase<FieldDb>> {
  opened ??= openDB<FieldDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore('outbox', { keyPath: 'key' }).createIndex('byUser', 'userId');
    },
  });
  return opened;
}

/** The user's entries of a scope, oldest first (the order they were taken in). */
export async function outboxEntries<P>(userId: number, scope: string): Promise<OutboxEntry<P>[]> {
  const all = await (await database()).getAllFromIndex('outbox', 'byUser', userId);
  return (all.filter((e) => e.scope === scope) as OutboxEntry<P>[])
    .map((e) => ({ ...e, photos: e.photos ?? [] })) // entries kept before photos were (decision 113)
    .sort((a, b) => a.savedAt.localeCompare(b.savedAt));
}

/**
 * Keeps a record for the next sync. A record taken again for the same subject replaces the one
 * still waiting (the reader corrected it before it was sent); it gets a key of its own, because
 * the earlier one may already have reached the office on a sync whose answer was lost.
 */
export async function keepInOutbox<P>(
  entry: Omit<OutboxEntry<P>, 'key' | 'status' | 'message' | 'savedAt' | 'photos'> & { photos?: OutboxPhoto[] },
  key: string = crypto.randomUUID(),
): Promise<OutboxEntry<P>> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite');
  const earlier = await tx.store.index('byUser').getAll(entry.userId);
  for (const e of earlier) {
    if (e.scope === entry.scope && e.subject === entry.subject) await tx.store.delete(e.key);
  }
  const kept: OutboxEntry<P> = {
    ...entry,
    photos: entry.photos ?? [],
    key,
    status: 'waiting',
    message: null,
    savedAt: new Date().toISOString(),
  };
  await tx.store.put(kept);
  await tx.done;
  return kept;
}

/** What a sync answered for an entry: gone once the office has it, kept with the reason if not. */
export async function settleOutboxEntry(
  key: string,
  answer: { taken: true } | { taken: false; status: Exclude<OutboxStatus, 'waiting'>; message: string },
): Promise<void> {
  const db = await database();
  if (answer.taken) {
    await db.delete('outbox', key);
    return;
  }
  const entry = await db.get('outbox', key);
  if (entry) await db.put('outbox', { ...entry, status: answer.status, message: answer.message });
}

/** The office has these photos of the entry: the next sync does not send them again. */
export async function markPhotosSent(entryKey: string, photoKeys: readonly string[]): Promise<void> {
  const db = await database();
  const tx = db.transaction('outbox', 'readwrite');
  const entry = await tx.store.get(entryKey);
  if (entry) {
    const sent = new Set(photoKeys);
    await tx.store.put({ ...entry, photos: entry.photos.map((p) => (sent.has(p.key) ? { ...p, sent: true } : p)) });
  }
  await tx.done;
}

/** The user has read why an entry was not taken and lets it go. */
export async function dismissOutboxEntry(key: string): Promise<void> {
  await (await database()).delete('outbox', key);
}
