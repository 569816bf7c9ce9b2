// The answer of a "download a stored file" route (attachments, photos, submitted reports,
// document versions): find the record holding the file, let the route check who may see it, read
// the file and send it with its content type and a safe disposition (decision 120).
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { fileResponse, type FileResponse } from '../http/define-route.ts';
import { notFound } from '../http/errors.ts';
import type { FileStore, StoredFile } from './file-store.ts';

/**
 * attachment: always saved, never rendered (the default: any file kind); inline: shown in the
 * browser (photos the server itself checked to be images); `{ inlineImages }`: inline only when
 * the route's `?inline=true` asks and the file is an image, otherwise saved.
 */
export type StoredFileDisposition = 'attachment' | 'inline' | { inlineImages: boolean | undefined };

export interface StoredFileAnswer<R> {
  /** The record holding the file (its row), undefined when there is none: 404 `notFound`. */
  record: R | undefined;
  fileId: (record: R) => string | null;
  /** The message of every 404 unless one of the two below is given. */
  notFound: string;
  /** The record holds no file (e.g. a pole without a photo). */
  noFile?: string;
  /**
   * The access hook: may this user see the record's file? False answers 404 `denied`, so another
   * department's or requester's file looks absent. It may also throw its own error.
   */
  allow?: (record: R) => boolean | Promise<boolean>;
  denied?: string;
  disposition?: StoredFileDisposition;
  /** The download name (default: the name it was uploaded with). */
  fileName?: (file: StoredFile, record: R) => string;
}

export async function storedFileResponse<R>(
  ctx: { db: Kysely<Database>; services: { files: FileStore } },
  answer: StoredFileAnswer<R>,
): Promise<FileResponse> {
  const { record } = answer;
  if (record === undefined) throw notFound(answer.notFound);
  if (answer.allow && !(await answer.allow(record))) throw notFound(answer.denied ?? answer.notFound);
  const id = answer.fileId(record);
  const stored = id === null ? null : await ctx.services.files.read(ctx.db, id);
  if (!stored) throw notFound(answer.noFile ?? answer.notFound);
  const { file, bytes } = stored;
  const wanted = answer.disposition ?? 'attachment';
  const disposition =
    typeof wanted === 'string'
      ? wanted
      : wanted.inlineImages === true && file.contentType.startsWith('image/')
        ? 'inline'
        : 'attachment';
  return fileResponse(answer.fileName?.(file, record) ?? file.originalName, file.contentType, bytes, disposition);
}
