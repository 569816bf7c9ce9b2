// Uploaded files: bytes in a local folder (behind this small interface, so an object store can
// replace it), facts in `stored_files`. Names on disk are made by the server, never the client's.
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash, randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../db/schema.ts';
import { payloadTooLarge, unsupportedMediaType } from '../http/errors.ts';

export interface StoredFile {
  id: string;
  originalName: string;
  contentType: string;
  sizeBytes: number;
  sha256: string;
}

/** What a caller accepts: content types recognised by the bytes themselves. */
export interface AcceptRule {
  /** e.g. ['image/jpeg', 'image/png', 'image/webp']; omit to accept any type. */
  contentTypes?: readonly string[];
  maxBytes?: number;
  /** The message for a refused type (415). */
  typeMessage?: string;
}

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface FileBlobStore {
  put(key: string, bytes: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

export class LocalBlobStore implements FileBlobStore {
  readonly #root: string;
  constructor(root: string) {
    this.#root = root;
  }
  #path(key: string): string {
    // Keys are server-made (uuid-based), two levels of folders keep directories small.
    return path.join(this.#root, key.slice(0, 2), key);
  }
  async put(key: string, bytes: Buffer): Promise<void> {
    const file = this.#path(key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, bytes);
  }
  get(key: string): Promise<Buffer> {
    return readFile(this.#path(key));
  }
  async remove(key: string): Promise<void> {
    await rm(this.#path(key), { force: true });
  }
}

/** The content type the bytes declare themselves, or null when unknown (plain text, CSV). */
export async function sniffContentType(bytes: Buffer): Promise<string | null> {
  const detected = await fileTypeFromBuffer(bytes);
  return detected?.mime ?? null;
}

/** Blob keys written during one request, so a failed upload leaves no file behind. */
const writtenKeys = new AsyncLocalStorage<Set<string>>();

export class FileStore {
  readonly #blobs: FileBlobStore;
  readonly #defaultMaxBytes: number;
  constructor(blobs: FileBlobStore, defaultMaxBytes: number) {
    this.#blobs = blobs;
    this.#defaultMaxBytes = defaultMaxBytes;
  }

  get defaultMaxBytes(): number {
    return this.#defaultMaxBytes;
  }

  /** Checks size (413) and content (415) before anything is written. */
  async check(bytes: Buffer, rule: AcceptRule = {}): Promise<string> {
    const max = rule.maxBytes ?? this.#defaultMaxBytes;
    if (bytes.length > max) {
      throw payloadTooLarge(`The file is too large. The limit is ${Math.floor(max / 1024 / 1024)} MB.`);
    }
    const sniffed = await sniffContentType(bytes);
    if (rule.contentTypes && (!sniffed || !rule.contentTypes.includes(sniffed))) {
      throw unsupportedMediaType(rule.typeMessage ?? 'This type of file is not accepted here.');
    }
    return sniffed ?? 'application/octet-stream';
  }

  async save(
    db: Kysely<Database> | Transaction<Database>,
    input: { bytes: Buffer; originalName: string; createdBy: number | null },
    rule: AcceptRule = {},
  ): Promise<StoredFile> {
    const contentType = await this.check(input.bytes, rule);
    const storageKey = randomUUID();
    const sha256 = createHash('sha256').update(input.bytes).digest('hex');
    writtenKeys.getStore()?.add(storageKey);
    await this.#blobs.put(storageKey, input.bytes);
    const originalName = cleanFileName(input.originalName);
    const row = await db
      .insertInto('stored_files')
      .values({
        storage_key: storageKey,
        original_name: originalName,
        content_type: contentType,
        size_bytes: input.bytes.length,
        sha256,
        created_by: input.createdBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, originalName, contentType, sizeBytes: input.bytes.length, sha256 };
  }

  async read(db: Kysely<Database>, id: string): Promise<{ file: StoredFile; bytes: Buffer } | null> {
    const row = await db.selectFrom('stored_files').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) return null;
    const bytes = await this.#blobs.get(row.storage_key);
    return {
      file: {
        id: row.id,
        originalName: row.original_name,
        contentType: row.content_type,
        sizeBytes: row.size_bytes,
        sha256: row.sha256,
      },
      bytes,
    };
  }

  /**
   * Runs `work` (a request that may upload) and then removes every blob it wrote whose
   * `stored_files` row is not there: the transaction that would have kept it rolled back.
   */
  async withUploads<T>(db: Kysely<Database>, work: () => Promise<T>): Promise<T> {
    const keys = new Set<string>();
    try {
      return await writtenKeys.run(keys, work);
    } finally {
      if (keys.size > 0) await this.#removeOrphans(db, [...keys]);
    }
  }

  async #removeOrphans(db: Kysely<Database>, keys: string[]): Promise<void> {
    const kept = await db.selectFrom('stored_files').select('storage_key').where('storage_key', 'in', keys).execute();
    const keep = new Set(kept.map((r) => r.storage_key));
    for (const key of keys) if (!keep.has(key)) await this.#blobs.remove(key);
  }

  async remove(db: Kysely<Database> | Transaction<Database>, id: string): Promise<void> {
    const row = await db.deleteFrom('stored_files').where('id', '=', id).returning('storage_key').executeTakeFirst();
    if (row) await this.#blobs.remove(row.storage_key);
  }
}

/** A file name safe to show and to put in Content-Disposition: no folders, no control characters. */
export function cleanFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const cleaned = base
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim()
    .slice(0, 200);
  return cleaned || 'file';
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment' = 'attachment'): string {
  const clean = cleanFileName(fileName);
  const ascii = clean.replace(/[^\x20-\x7e]/g, '_').replace(/[%;\\]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(clean)}`;
}
