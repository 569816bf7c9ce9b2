// Sending the outbox (decisions 113 and 114), once for every kind of field record: first the
// photos the office does not have yet (each under its own key, a few per request, each marked sent
// when answered), then the records in batches, each answered posted, already posted, conflict or
// refused. What the office took leaves the phone; a conflict or refusal stays with its reason
// until the user dismisses it. A sync cut off halfway loses nothing: the next one resends only
// what was not answered, and the keys make the office store each photo and post each record once.
import { FIELD_SYNC_BATCH, FieldSyncOutcome } from '@ilaw/contracts/platform/field-sync/field-sync';
import { markPhotosSent, outboxEntries, settleOutboxEntry, type OutboxEntry } from './outbox.ts';

/** Photos per upload request: within the server's default of five files per request. */
export const PHOTOS_PER_UPLOAD = 5;

export interface RecordAnswer {
  key: string;
  outcome: FieldSyncOutcome;
  message: string | null;
}

export interface OutboxTransport<P> {
  /** Sends photos named by their keys; answers when the office has them all. */
  uploadPhotos: (photos: Record<string, Blob>) => Promise<unknown>;
  /** Sends a batch of records; answers each by key. */
  sendRecords: (payloads: P[]) => Promise<RecordAnswer[]>;
}

/** Sends the user's waiting entries of `scope`; answers how many the office took. */
export async function sendOutbox<P>(
  userId: number,
  scope: string,
  transport: OutboxTransport<P>,
  batch: number = FIELD_SYNC_BATCH,
): Promise<{ taken: number; notTaken: number }> {
  const waiting = (await outboxEntries<P>(userId, scope)).filter((e) => e.status === 'waiting');
  await sendPhotos(waiting, transport);
  let taken = 0;
  let notTaken = 0;
  for (let i = 0; i < waiting.length; i += batch) {
    const answers = await transport.sendRecords(waiting.slice(i, i + batch).map((e) => e.payload));
    for (const a of answers) {
      if (a.outcome === FieldSyncOutcome.Posted || a.outcome === FieldSyncOutcome.AlreadyPosted) {
        taken += 1;
        await settleOutboxEntry(a.key, { taken: true });
      } else {
        notTaken += 1;
        await settleOutboxEntry(a.key, {
          taken: false,
          status: a.outcome === FieldSyncOutcome.Conflict ? 'conflict' : 'refused',
          message: a.message ?? 'The office did not take this record.',
        });
      }
    }
  }
  return { taken, notTaken };
}

async function sendPhotos<P>(entries: OutboxEntry<P>[], transport: OutboxTransport<P>): Promise<void> {
  const pending = entries.flatMap((e) => e.photos.filter((p) => !p.sent).map((p) => ({ entry: e.key, photo: p })));
  for (let i = 0; i < pending.length; i += PHOTOS_PER_UPLOAD) {
    const group = pending.slice(i, i + PHOTOS_PER_UPLOAD);
    await transport.uploadPhotos(Object.fromEntries(group.map((g) => [g.photo.key, g.photo.blob])));
    const byEntry = new Map<string, string[]>();
    for (const g of group) byEntry.set(g.entry, [...(byEntry.get(g.entry) ?? []), g.photo.key]);
    for (const [entry, keys] of byEntry) await markPhotosSent(entry, keys);
  }
}
