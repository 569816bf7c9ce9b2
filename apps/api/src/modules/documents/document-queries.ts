import {
  DOCUMENT_DOCUMENT_TYPE,
  DOCUMENT_MESSAGES,
  type DocumentDetail,
  type DocumentRecord,
  type MyDocument,
} from '@ilaw/contracts/documents/document';
import { sql, type Kysely } from 'kysely';
import { approvalSummaries } from '../../platform/approvals/engine.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { SessionUser } from '../../platform/http/context.ts';
import { notFound } from '../../platform/http/errors.ts';

export function documentRows(db: Kysely<Database>) {
  return db
    .selectFrom('documents as d')
    .innerJoin('users as u', 'u.id', 'd.uploaded_by')
    .selectAll('d')
    .select([
      'u.full_name as uploaded_by_name',
      sql<number>`(SELECT count(*) FROM document_reads r WHERE r.document_id = d.id AND r.version = d.published_version)::int`.as(
        'reads',
      ),
      sql<
        { id: number; name: string }[]
      >`coalesce((SELECT json_agg(json_build_object('id', p.id, 'name', p.name) ORDER BY p.name)
        FROM document_departments dd JOIN departments p ON p.id = dd.department_id WHERE dd.document_id = d.id), '[]')`.as(
        'departments',
      ),
    ]);
}

type DocumentRow = Awaited<ReturnType<ReturnType<typeof documentRows>['executeTakeFirstOrThrow']>>;

export async function toDocuments(
  db: Kysely<Database>,
  user: SessionUser,
  rows: DocumentRow[],
): Promise<DocumentRecord[]> {
  const approvals = await approvalSummaries(
    db,
    user,
    DOCUMENT_DOCUMENT_TYPE,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    documentNo: r.document_no,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    audience: r.audience,
    departments: r.departments,
    status: r.status,
    currentVersion: r.current_version,
    publishedVersion: r.published_version,
    publishedAt: r.published_at?.toISOString() ?? null,
    uploadedBy: r.uploaded_by_name,
    createdAt: r.created_at.toISOString(),
    reads: Number(r.reads),
    approval: approvals.get(r.id) ?? null,
  }));
}

export async function documentDetail(db: Kysely<Database>, user: SessionUser, id: number): Promise<DocumentDetail> {
  const row = await documentRows(db).where('d.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(DOCUMENT_MESSAGES.notFound);
  const [doc] = await toDocuments(db, user, [row]);
  const versions = await db
    .selectFrom('document_versions as v')
    .innerJoin('stored_files as f', 'f.id', 'v.file_id')
    .innerJoin('users as u', 'u.id', 'v.uploaded_by')
    .select(['v.id', 'v.version', 'f.original_name', 'v.note', 'u.full_name', 'v.created_at', 'v.published_at'])
    .where('v.document_id', '=', id)
    .orderBy('v.version', 'desc')
    .execute();
  return {
    ...doc!,
    versions: versions.map((v) => ({
      id: v.id,
      version: v.version,
      fileName: v.original_name,
      note: v.note,
      uploadedBy: v.full_name,
      uploadedAt: v.created_at.toISOString(),
      publishedAt: v.published_at?.toISOString() ?? null,
    })),
  };
}

/** The published documents addressed to the user: to all staff, or to the user's department. */
export function myDocumentRows(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('documents as d')
    .innerJoin('document_versions as v', (j) =>
      j.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.published_version'),
    )
    .innerJoin('stored_files as f', 'f.id', 'v.file_id')
    .leftJoin('document_reads as r', (j) =>
      j.onRef('r.document_id', '=', 'd.id').onRef('r.version', '=', 'd.published_version').on('r.user_id', '=', userId),
    )
    .select([
      'd.id',
      'd.document_no',
      'd.kind',
      'd.title',
      'd.summary',
      'd.published_version',
      'd.published_at',
      'v.id as version_id',
      'f.original_name',
      'r.read_at',
    ])
    .where('d.published_version', 'is not', null)
    .where(
      sql<boolean>`(d.audience = 'All' OR EXISTS (SELECT 1 FROM document_departments dd JOIN users me ON me.department_id = dd.department_id
        WHERE dd.document_id = d.id AND me.id = ${userId}))`,
    );
}

type MyRow = Awaited<ReturnType<ReturnType<typeof myDocumentRows>['executeTakeFirstOrThrow']>>;

export function toMyDocument(r: MyRow): MyDocument {
  return {
    id: r.id,
    documentNo: r.document_no,
    kind: r.kind,
    title: r.title,
    summary: r.summary,
    version: r.published_version ?? 0,
    versionId: r.version_id,
    fileName: r.original_name,
    publishedAt: (r.published_at ?? new Date(0)).toISOString(),
    readAt: r.read_at?.toISOString() ?? null,
  };
}
