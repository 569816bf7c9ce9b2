// A finding recorded in the field with its photos and GPS (decision 111), from the screen
// (multipart) or from the field app's sync (decision 114): both through recordFinding.
import { FINDING_MESSAGES, type createFieldFindingFields } from '@ilaw/contracts/billing/field-findings/field-finding';
import { createFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/create-field-finding';
import { sql, type Transaction } from 'kysely';
import type { z } from 'zod';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import type { Database } from '../../../platform/db/schema.ts';
import { FIELD_PHOTO_RULE } from '../../../platform/field-sync/field-sync.ts';
import type { Actor } from '../../../platform/http/context.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { FINDING_RECORD } from '../access.ts';
import { loadFieldFinding } from './field-finding-queries.ts';

export type FindingFields = z.output<typeof createFieldFindingFields>;

/** Records the finding with its photos' stored files; answers its id and number. */
export async function recordFinding(
  trx: Transaction<Database>,
  actor: Actor,
  userId: number,
  body: FindingFields,
  photoFileIds: readonly string[],
  foundAt?: Date,
): Promise<{ id: number; findingNo: string }> {
  if (photoFileIds.length === 0) throw fieldError('file', FINDING_MESSAGES.photo);
  if (!body.accountNo && !body.locationText) throw fieldError('accountNo', FINDING_MESSAGES.where);
  const consumer = body.accountNo
    ? await trx
        .selectFrom('billing_consumers')
        .select('id')
        .where(sql<boolean>`lower(account_no) = lower(${body.accountNo})`)
        .executeTakeFirst()
    : null;
  if (body.accountNo && !consumer) throw fieldError('accountNo', FINDING_MESSAGES.unknownAccount);
  const year = manilaToday().slice(0, 4);
  const no = await nextDocumentNumber(trx, 'billing-field-finding', year);
  const row = await trx
    .insertInto('billing_field_findings')
    .values({
      finding_no: formatDocumentNumber('FF', year, no),
      consumer_id: consumer?.id ?? null,
      location_text: body.locationText,
      kind: body.kind,
      remarks: body.remarks,
      latitude: body.latitude,
      longitude: body.longitude,
      accuracy_m: body.accuracyM,
      found_by: userId,
    })
    .returning(['id', 'finding_no'])
    .executeTakeFirstOrThrow();
  for (const fileId of photoFileIds) {
    await trx
      .insertInto('billing_field_photos')
      .values({ finding_id: row.id, file_id: fileId, created_by: userId })
      .execute();
  }
  await recordAudit(trx, actor, {
    entityType: 'billing-field-finding',
    entityId: row.id,
    action: 'created',
    newValues: {
      findingNo: row.finding_no,
      ...body,
      photos: photoFileIds.length,
      ...(foundAt ? { source: 'field', foundAt: foundAt.toISOString() } : {}),
    },
  });
  return { id: row.id, findingNo: row.finding_no };
}

export const createFieldFinding = defineRoute({
  endpoint: createFieldFindingEndpoint,
  access: FINDING_RECORD,
  async handler({ body, db, actor, user, request, services, reply }) {
    const photos = request.uploadedFiles.filter((f) => f.bytes.length > 0);
    if (photos.length === 0) throw fieldError('file', FINDING_MESSAGES.photo);
    for (const p of photos) await services.files.check(p.bytes, FIELD_PHOTO_RULE);
    const { id } = await db.transaction().execute(async (trx) => {
      const fileIds: string[] = [];
      for (const p of photos) {
        const stored = await services.files.save(
          trx,
          { bytes: p.bytes, originalName: p.fileName, createdBy: user.id },
          FIELD_PHOTO_RULE,
        );
        fileIds.push(stored.id);
      }
      return recordFinding(trx, actor, user.id, body, fileIds);
    });
    reply.code(201);
    return loadFieldFinding(db, id);
  },
});
