// Hands a posted receiving report's item to its recipient (decision 091): at most what the line
// received less what was handed over before, under the document's row lock; signed on screen.
import { createReceiptRecipientEndpoint } from '@ilaw/contracts/warehouse/receipt-recipients/create-receipt-recipient';
import { DocumentKind, DocumentStatus } from '@ilaw/contracts/warehouse/enums';
import { DOCUMENT_NOT_FOUND } from '@ilaw/contracts/warehouse/stock-documents/stock-document';
import { Decimal } from 'decimal.js';
import { sql } from 'kysely';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { DOCUMENT_CLERKS } from '../access.ts';
import { recipientsOf } from './recipient-queries.ts';

export const createReceiptRecipient = defineRoute({
  endpoint: createReceiptRecipientEndpoint,
  access: anyRole(...DOCUMENT_CLERKS),
  async handler({ params, body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const doc = await trx
        .selectFrom('wh_documents')
        .select(['id', 'kind', 'status', 'reversal_of_id'])
        .where('id', '=', params.id)
        .forUpdate()
        .executeTakeFirst();
      if (!doc) throw notFound(DOCUMENT_NOT_FOUND);
      if (doc.kind !== DocumentKind.MRR || doc.status !== DocumentStatus.Posted || doc.reversal_of_id !== null)
        throw conflict('Items are handed to their recipients from a posted receiving report.');
      const line = await trx
        .selectFrom('wh_document_lines as l')
        .select(['l.id', 'l.quantity'])
        .select(
          sql<string>`(SELECT coalesce(sum(r.quantity), 0)::text FROM wh_receipt_recipients r WHERE r.document_line_id = l.id)`.as(
            'handed',
          ),
        )
        .where('l.id', '=', body.documentLineId)
        .where('l.document_id', '=', doc.id)
        .executeTakeFirst();
      if (!line) throw fieldError('documentLineId', 'This item is not on the receiving report.');
      const left = new Decimal(line.quantity).minus(line.handed);
      if (left.lt(body.quantity))
        throw fieldError('quantity', `At most ${left.toFixed(2)} of this item is left to hand over.`);
      const row = await trx
        .insertInto('wh_receipt_recipients')
        .values({
          document_id: doc.id,
          document_line_id: line.id,
          recipient_name: body.recipientName,
          quantity: body.quantity,
          signature: body.signature,
          received_on: body.receivedOn,
          created_by: actor.userId!,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-document',
        entityId: doc.id,
        action: 'handed-to-recipient',
        newValues: { recipientId: row.id, recipientName: body.recipientName, quantity: body.quantity },
      });
      return row.id;
    });
    reply.code(201);
    return (await recipientsOf(db, params.id, id))[0]!;
  },
});
