// What every sync of the offline field app shares (decisions 113 and 114): the outcome of each
// record a phone sends, the keys of the photos it carries, and the batch sizes.
import { z } from 'zod';

/** The most records one sync request carries; the phone sends a longer outbox in batches. */
export const FIELD_SYNC_BATCH = 200;
/** The most photos one record carries (an order's meter, a finding's views). */
export const FIELD_PHOTOS_PER_RECORD = 5;

/** What became of one record a phone sent. */
export const FieldSyncOutcome = {
  /** Recorded now. */
  Posted: 'posted',
  /** This very record (its key) was recorded by an earlier sync: nothing recorded again. */
  AlreadyPosted: 'already-posted',
  /** The office changed the record after the phone loaded it (a reading entered, an order cancelled). */
  Conflict: 'conflict',
  /** The record itself is refused (a bad value, an unknown account, a closed month). */
  Refused: 'refused',
} as const;
export type FieldSyncOutcome = (typeof FieldSyncOutcome)[keyof typeof FieldSyncOutcome];
export const FIELD_SYNC_OUTCOMES = Object.values(FieldSyncOutcome);

export const FIELD_SYNC_MESSAGES = {
  key: 'The record has no valid sync key.',
  photoKey: 'A photo has no valid sync key.',
  photoMissing: 'A photo of this record has not reached the office yet; sync again.',
  photoRequired: 'Attach a photo of the meter.',
  nothing: 'There is nothing to sync.',
} as const;

/** The idempotency key the phone gave a record (or a photo) when it was taken: a UUID. */
export const syncKey = (message: string = FIELD_SYNC_MESSAGES.key) => z.uuid({ error: message });

/** The keys of the photos a record carries; each was sent first by the photo upload. */
export const photoKeysField = z
  .array(syncKey(FIELD_SYNC_MESSAGES.photoKey))
  .max(FIELD_PHOTOS_PER_RECORD, `Send at most ${FIELD_PHOTOS_PER_RECORD} photos with one record.`)
  .default([]);

/** When it was taken, by the phone's clock. */
export const takenAtField = z.iso.datetime({ offset: true, error: 'Enter a valid date and time.' });

/** The answer for one record: its key, what it is about (an account, an order), and the outcome. */
export const fieldSyncResultSchema = z.object({
  key: z.string(),
  outcome: z.enum(FIELD_SYNC_OUTCOMES),
  /** The document it became or is about (an order no., a finding no., a pole no.). */
  reference: z.string().nullable(),
  /** Why it was not recorded, in words for the user. */
  message: z.string().nullable(),
});
export type FieldSyncResult = z.infer<typeof fieldSyncResultSchema>;

export const fieldSyncResponse = z.object({ results: z.array(fieldSyncResultSchema) });

/** A sync request's body: the records, at least one and at most a batch. */
export const fieldSyncBody = <T extends z.ZodType>(record: T) =>
  z.object({ records: z.array(record).min(1, FIELD_SYNC_MESSAGES.nothing).max(FIELD_SYNC_BATCH) });
