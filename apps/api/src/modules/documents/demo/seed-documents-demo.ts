// Documents demo (issue 18 item 8): a memorandum to all staff (read by some), a policy to two
// departments, a board resolution waiting for the approver (ogm.staff), and a draft; uploaded by
// admin, so the demo approver can act.
import type { Kysely } from 'kysely';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { DemoContext } from '../../../platform/modules/define-module.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';

const DOCS = [
  { kind: 'Memorandum', title: 'Office hours during the Holy Week', audience: 'All', state: 'Published', days: 12 },
  {
    kind: 'Policy',
    title: 'Use of cooperative vehicles after office hours',
    audience: 'Departments',
    state: 'Published',
    days: 5,
  },
  {
    kind: 'BoardResolution',
    title: 'Board Resolution No. 24: adjustment of the membership fee',
    audience: 'All',
    state: 'Pending',
    days: 1,
  },
  { kind: 'Memorandum', title: 'Annual physical examination schedule', audience: 'All', state: 'Draft', days: 0 },
] as const;

export async function seedDocumentsDemo(
  db: Kysely<Database>,
  log: (msg: string) => void,
  context?: DemoContext,
): Promise<void> {
  const files = context?.files;
  if (!files) return;
  if (await db.selectFrom('documents').select('id').limit(1).executeTakeFirst()) return;
  const users = await db.selectFrom('users').select(['id', 'username']).execute();
  const uploader = users.find((u) => u.username === 'admin')?.id;
  if (uploader === undefined) return;
  const departments = await db.selectFrom('departments').select('id').orderBy('id').limit(2).execute();
  const readers = users.filter((u) => ['staff', 'teller', 'hr.officer'].includes(u.username)).map((u) => u.id);
  const year = manilaToday().slice(0, 4);
  const actor = { userId: uploader, name: 'OGM', ip: null };
  await db.transaction().execute(async (trx) => {
    for (const d of DOCS) {
      const at = new Date(Date.now() - d.days * 86_400_000);
      const no = formatDocumentNumber('DOC', year, await nextDocumentNumber(trx, 'document', year), 4);
      const stored = await files.save(trx, {
        bytes: Buffer.from(`${no}\n${d.title}\n\nIssued by the Office of the General Manager.\n`),
        originalName: `${no}.txt`,
        createdBy: uploader,
      });
      const file = stored.id;
      const published = d.state === 'Published';
      const row = await trx
        .insertInto('documents')
        .values({
          document_no: no,
          kind: d.kind,
          title: d.title,
          summary: null,
          audience: d.audience,
          status: d.state,
          published_version: published ? 1 : null,
          published_at: published ? at : null,
          uploaded_by: uploader,
          created_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (d.audience === 'Departments') {
        await trx
          .insertInto('document_departments')
          .values(departments.map((p) => ({ document_id: row.id, department_id: p.id })))
          .execute();
      }
      await trx
        .insertInto('document_versions')
        .values({
          document_id: row.id,
          version: 1,
          file_id: file,
          note: null,
          uploaded_by: uploader,
          published_at: published ? at : null,
        })
        .execute();
      if (published && d.audience === 'All' && readers.length > 1) {
        await trx
          .insertInto('document_reads')
          .values(readers.slice(1).map((user_id) => ({ document_id: row.id, version: 1, user_id })))
          .execute();
      }
      if (d.state === 'Pending') {
        await submitForApproval(trx, actor, {
          documentType: 'ogm.document',
          documentId: row.id,
          summary: `${no} v1: ${d.title}`,
        });
      }
    }
  });
  log(`documents: ${DOCS.length} documents`);
}
