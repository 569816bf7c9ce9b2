// The attachments a request brings (help desk, travel orders, employee files, ...): every file is
// checked before a transaction opens, then saved and linked to its record inside it.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { badRequest } from '../http/errors.ts';
import type { UploadedFile } from '../http/register-routes.ts';
import type { AcceptRule, FileStore, StoredFile } from './file-store.ts';

export const NO_FILE_TO_ATTACH = 'Choose a file to attach.';

/** The request's non-empty files, each checked (413 size, 415 type); 400 when there is none. */
export async function filesToAttach(
  uploads: readonly UploadedFile[],
  files: FileStore,
  rule: AcceptRule = {},
): Promise<UploadedFile[]> {
  const chosen = uploads.filter((f) => f.bytes.length > 0);
  if (chosen.length === 0) throw badRequest(NO_FILE_TO_ATTACH);
  for (const u of chosen) await files.check(u.bytes, rule);
  return chosen;
}

/** Saves each file in the transaction and links it to its record (`link`); the stored files, in order. */
export async function saveAttachments(
  trx: Kysely<Database> | Transaction<Database>,
  files: FileStore,
  uploads: readonly UploadedFile[],
  createdBy: number,
  link: (stored: StoredFile) => Promise<unknown>,
): Promise<StoredFile[]> {
  const saved: StoredFile[] = [];
  for (const u of uploads) {
    const stored = await files.save(trx, { bytes: u.bytes, originalName: u.fileName, createdBy });
    await link(stored);
    saved.push(stored);
  }
  return saved;
}
