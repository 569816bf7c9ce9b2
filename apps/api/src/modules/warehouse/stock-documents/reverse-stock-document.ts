import { DocumentKind, DocumentStatus } from '@ilaw/contracts/warehouse/enums';
import { reverseStockDocumentEndpoint } from '@ilaw/contracts/warehouse/stock-documents/reverse-stock-document';
import { DOCUMENT_NOT_FOUND } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { REVERSERS } from '../access.ts';
import { postReversal } from './post-stock-document.ts';
import { loadDocument } from './stock-document-queries.ts';

export const reverseStockDocument = defineRoute({
  endpoint: reverseStockDocumentEndpoint,
  access: anyRole(...REVERSERS),
  async handler({ params, body, db, actor, user, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const original = await trx
        .selectFrom('wh_documents')
        .selectAll()
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!original) throw notFound(DOCUMENT_NOT_FOUND);
      return postOnce(
        trx,
        {
          kind: 'warehouse-document-reversal',
          id: params.id,
          alreadyPosted: async () => {
            const now = await trx
              .selectFrom('wh_documents')
              .select('status')
              .where('id', '=', params.id)
              .executeTakeFirstOrThrow();
            if (now.status === DocumentStatus.Reversed) return true;
            if (now.status !== DocumentStatus.Posted) throw conflict('Only a posted document can be reversed.');
            if (original.reversal_of_id !== null)
              throw conflict('A reversal is not reversed; file a new document instead.');
            // Returns against a charge ticket would come back twice: they are reversed (or closed) first.
            const credit = await trx
              .selectFrom('wh_documents')
              .select('control_no')
              .where('charged_document_id', '=', params.id)
              .where('kind', '=', DocumentKind.MCRT)
              .where('reversal_of_id', 'is', null)
              .where('status', 'in', [DocumentStatus.Pending, DocumentStatus.Posted])
              .executeTakeFirst();
            if (credit) {
              throw conflict(
                `Credit ticket ${credit.control_no} returns against this charge ticket; reverse or close it first.`,
              );
            }
            return false;
          },
          message: 'This document has already been reversed.',
        },
        async () => {
          const today = manilaToday();
          const year = today.slice(0, 4);
          const controlNo = formatDocumentNumber(
            original.kind,
            year,
            await nextDocumentNumber(trx, `warehouse-${original.kind}`, year),
          );
          const rev = await trx
            .insertInto('wh_documents')
            .values({
              kind: original.kind,
              control_no: controlNo,
              document_date: today,
              location_id: original.location_id,
              to_location_id: original.to_location_id,
              status: DocumentStatus.Posted,
              particulars: `Reversal of ${original.control_no}: ${body.remarks}`,
              supplier: original.supplier,
              vat_type: original.vat_type,
              freight: original.freight,
              charge_account: original.charge_account,
              work_order_no: original.work_order_no,
              charged_document_id: original.charged_document_id,
              reversal_of_id: original.id,
              created_by: actor.userId!,
              posted_at: new Date(),
              posted_by: actor.userId,
              closed_remarks: body.remarks,
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          const lines = await trx
            .selectFrom('wh_document_lines')
            .selectAll()
            .where('document_id', '=', original.id)
            .orderBy('line_no')
            .execute();
          await trx
            .insertInto('wh_document_lines')
            .values(
              lines.map((l) => ({
                document_id: rev.id,
                line_no: l.line_no,
                material_id: l.material_id,
                quantity: l.quantity,
                unit_price: l.unit_price,
                charged_line_id: null,
                condition: l.condition,
                to_material_id: l.to_material_id,
              })),
            )
            .execute();
          await postReversal(trx, original, rev.id, today);
          await trx
            .updateTable('wh_documents')
            .set({ status: DocumentStatus.Reversed })
            .where('id', '=', original.id)
            .execute();
          await recordAudit(trx, actor, {
            entityType: 'warehouse-document',
            entityId: original.id,
            action: 'reversed',
            newValues: { reversalId: rev.id, controlNo, remarks: body.remarks },
          });
          return rev.id;
        },
      );
    });
    reply.code(201);
    return loadDocument(db, user, id);
  },
});
