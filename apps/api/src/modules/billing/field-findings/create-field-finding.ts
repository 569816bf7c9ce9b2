// A finding recorded in the field with its photos and GPS (decision 111).
import { FINDING_MESSAGES } from '@ilaw/contracts/billing/field-findings/field-finding';
import { createFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/create-field-finding';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { FINDING_RECORD } from '../access.ts';
import { PHOTO_RULE } from '../field-orders/execute-field-order.ts';
import { loadFieldFinding } from './field-finding-queries.ts';

export const createFieldFinding = defineRoute({
  endpoint: createFieldFindingEndpoint,
  access: FINDING_RECORD,
  async handler({ body, db, actor, user, request, services, reply }) {
    const photos = request.uploadedFiles.filter((f) => f.bytes.length > 0);
    if (photos.length === 0) throw fieldError('file', FINDING_MESSAGES.photo);
    for (const p of photos) await services.files.check(p.bytes, PHOTO_RULE);
    if (!body.accountNo && !body.locationText) throw fieldError('accountNo', FINDING_MESSAGES.where);
    const consumer = body.accountNo
      ? await db
          .selectFrom('billing_consumers')
          .select('id')
          .where(sql<boolean>`lower(account_no) = lower(${body.accountNo})`)
          .executeTakeFirst()
      : null;
    if (body.accountNo && !consumer) throw fieldError('accountNo', FINDING_MESSAGES.unknownAccount);
    const id = await db.transaction().execute(async (trx) => {
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
          found_by: user.id,
        })
        .returning(['id', 'finding_no'])
        .executeTakeFirstOrThrow();
      for (const p of photos) {
        const stored = await services.files.save(
          trx,
          { bytes: p.bytes, originalName: p.fileName, createdBy: user.id },
          PHOTO_RULE,
        );
        await trx
          .insertInto('billing_field_photos')
          .values({ finding_id: row.id, file_id: stored.id, created_by: user.id })
          .execute();
      }
      await recordAudit(trx, actor, {
        entityType: 'billing-field-finding',
        entityId: row.id,
        action: 'created',
        newValues: { findingNo: row.finding_no, ...body, photos: photos.length },
      });
      return row.id;
    });
    reply.code(201);
    return loadFieldFinding(db, id);
  },
});
