// The offline field app's sync, once for every kind of record (decisions 113 and 114). A phone
// first sends the photos it kept, each under its own key (`storeFieldPhotos`), then the records,
// each under its key (`syncFieldRecords`). Every record is its own transaction: its key is claimed
// there, its photos are taken there, so a retried sync posts a record and links its photos once,
// and one bad record does not hold back the rest. Refusals and conflicts are answered in words
// and leave no claim: the user may mend a record and send it again.
import {
  FIELD_SYNC_MESSAGES,
  FieldSyncOutcome,
  type FieldSyncResult,
} from '@ilaw/contracts/platform/field-sync/field-sync';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { IMAGE_TYPES, type AcceptRule, type FileStore } from '../files/file-store.ts';
import { HttpError, badRequest, conflict } from '../http/errors.ts';
import type { UploadedFile } from '../http/register-routes.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../idempotency/idempotency.ts';

/** A field photo: an image, shrunk on the phone (the limit is the store's, for older phones). */
export const FIELD_PHOTO_RULE: AcceptRule = {
  contentTypes: IMAGE_TYPES,
  maxBytes: 10 * 1024 * 1024,
  typeMessage: 'Attach a photo (JPEG, PNG or WebP).',
};

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Stores the photos of one upload request, each named (its multipart field) by the key the phone
 * gave it. A key already stored by the same user stores nothing again; one stored by another user
 * is refused (409). Each photo is its own transaction, so a lost answer loses nothing.
 */
export async function storeFieldPhotos(
  db: Kysely<Database>,
  files: FileStore,
  userId: number,
  uploads: readonly UploadedFile[],
): Promise<{ stored: string[]; alreadyStored: string[] }> {
  const photos = uploads.filter((u) => u.bytes.length > 0);
  if (photos.length === 0) throw badRequest('Choose a photo.');
  for (const p of photos) {
    if (!KEY.test(p.fieldName)) throw badRequest(FIELD_SYNC_MESSAGES.photoKey);
    await files.check(p.bytes, FIELD_PHOTO_RULE);
  }
  const stored: string[] = [];
  const alreadyStored: string[] = [];
  for (const p of photos) {
    const key = p.fieldName.toLowerCase();
    const isNew = await db.transaction().execute(async (trx) => {
      const claimed = await trx
        .insertInto('field_photo_uploads')
        .values({ key, uploaded_by: userId })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const earlier = await trx
          .selectFrom('field_photo_uploads')
          .select('uploaded_by')
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (earlier.uploaded_by !== userId) throw conflict('This photo key belongs to another user.');
        return false;
      }
      const file = await files.save(
        trx,
        { bytes: p.bytes, originalName: p.fileName, createdBy: userId },
        FIELD_PHOTO_RULE,
      );
      await trx.updateTable('field_photo_uploads').set({ file_id: file.id }).where('key', '=', key).execute();
      return true;
    });
    (isNew ? stored : alreadyStored).push(key);
  }
  return { stored, alreadyStored };
}

/**
 * The stored files of a record's photos, in the order of `keys`, marked used. A photo the user has
 * not uploaded refuses the record (400): the phone sends its photos again, then the record.
 */
export async function takeFieldPhotos(
  trx: Transaction<Database>,
  userId: number,
  keys: readonly string[],
): Promise<string[]> {
  if (keys.length === 0) return [];
  const wanted = keys.map((k) => k.toLowerCase());
  const rows = await trx
    .selectFrom('field_photo_uploads')
    .select(['key', 'file_id'])
    .where('key', 'in', wanted)
    .where('uploaded_by', '=', userId)
    .where('file_id', 'is not', null)
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, r.file_id!]));
  const fileIds = wanted.map((k) => byKey.get(k));
  if (fileIds.some((f) => f === undefined)) throw badRequest(FIELD_SYNC_MESSAGES.photoMissing);
  await trx.updateTable('field_photo_uploads').set({ used_at: new Date() }).where('key', 'in', wanted).execute();
  return fileIds as string[];
}

/** What a record's work answers: the document it became or is about. */
export interface FieldRecordDone {
  reference: string | null;
}

/**
 * Posts each record in its own transaction under its key (`scope` names the kind of record). The
 * work gets the record's photos' stored files. A 409 from the work is a conflict, any other
 * refusal (4xx) is refused; both are answered with the message and leave no claim behind.
 */
export async function syncFieldRecords<R extends { key: string; photoKeys: readonly string[] }>(
  db: Kysely<Database>,
  options: {
    scope: string;
    userId: number;
    records: readonly R[];
    /** What the record is about, for the answer when it is not posted. */
    describe: (record: R) => string | null;
    post: (trx: Transaction<Database>, record: R, photoFileIds: string[]) => Promise<FieldRecordDone>;
  },
): Promise<FieldSyncResult[]> {
  const results: FieldSyncResult[] = [];
  for (const record of options.records) {
    try {
      const answer = await db.transaction().execute(async (trx) => {
        const claim = await claimIdempotencyKey<FieldRecordDone>(trx, options.scope, record.key, options.userId);
        if (!claim.claimed) {
          return {
            outcome: FieldSyncOutcome.AlreadyPosted,
            reference: claim.previousResult?.reference ?? options.describe(record),
          };
        }
        const photoFileIds = await takeFieldPhotos(trx, options.userId, record.photoKeys);
        const done = await options.post(trx, record, photoFileIds);
        await saveIdempotentResult(trx, options.scope, record.key, done);
        return { outcome: FieldSyncOutcome.Posted, reference: done.reference };
      });
      results.push({ key: record.key, ...answer, message: null });
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      const outcome = error.status === 409 ? FieldSyncOutcome.Conflict : FieldSyncOutcome.Refused;
      results.push({ key: record.key, outcome, reference: options.describe(record), message: error.message });
    }
  }
  return results;
}
