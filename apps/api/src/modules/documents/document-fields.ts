import { DOCUMENT_MESSAGES } from '@ilaw/contracts/documents/document';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { badRequest, fieldError } from '../../platform/http/errors.ts';
import type { UploadedFile } from '../../platform/http/register-routes.ts';

/** The departments a document is addressed to: none for all staff, at least one that exists otherwise. */
export async function checkAudience(
  db: Kysely<Database> | Transaction<Database>,
  audience: 'All' | 'Departments',
  departmentIds: number[],
): Promise<number[]> {
  if (audience === 'All') return [];
  if (departmentIds.length === 0) throw fieldError('departmentIds', DOCUMENT_MESSAGES.departmentsRequired);
  const found = await db.selectFrom('departments').select('id').where('id', 'in', departmentIds).execute();
  if (found.length !== departmentIds.length) throw fieldError('departmentIds', DOCUMENT_MESSAGES.noDepartment);
  return departmentIds;
}

/** The one file of an upload. */
export function theFile(files: UploadedFile[]): UploadedFile {
  const file = files.find((f) => f.bytes.length > 0);
  if (!file) throw badRequest(DOCUMENT_MESSAGES.fileRequired);
  return file;
}
