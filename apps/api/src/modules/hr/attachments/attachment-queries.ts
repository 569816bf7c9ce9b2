import type { Attachment } from '@ilaw/contracts/hr/attachments/attachment';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export const ATTACHMENT_NOT_FOUND = 'The attachment was not found.';

export function attachmentQuery(db: Kysely<Database>) {
  return db
    .selectFrom('employee_attachments as a')
    .innerJoin('stored_files as f', 'f.id', 'a.file_id')
    .leftJoin('users as u', 'u.id', 'a.created_by')
    .select([
      'a.id',
      'a.employee_id',
      'a.file_id',
      'a.file_kind',
      'a.description',
      'a.created_at',
      'f.original_name',
      'f.content_type',
      'f.size_bytes',
      'u.full_name as uploaded_by',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof attachmentQuery>['executeTakeFirstOrThrow']>>;

export function toAttachment(r: Row): Attachment {
  return {
    id: r.id,
    employeeId: r.employee_id,
    fileName: r.original_name,
    fileKind: r.file_kind,
    contentType: r.content_type,
    sizeBytes: Number(r.size_bytes),
    description: r.description,
    uploadedBy: r.uploaded_by,
    uploadedAt: r.created_at.toISOString(),
  };
}
