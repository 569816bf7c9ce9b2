import type { ReceiptRecipient } from '@ilaw/contracts/warehouse/receipt-recipients/receipt-recipient';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function recipientsOf(db: Db, documentId: number, id?: number): Promise<ReceiptRecipient[]> {
  const rows = await db
    .selectFrom('wh_receipt_recipients as r')
    .innerJoin('wh_document_lines as l', 'l.id', 'r.document_line_id')
    .innerJoin('wh_materials as m', 'm.id', 'l.material_id')
    .innerJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(['m.item_code', 'm.description', 'u.full_name'])
    .where('r.document_id', '=', documentId)
    .$if(id !== undefined, (q) => q.where('r.id', '=', id!))
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    documentId: r.document_id,
    documentLineId: r.document_line_id,
    itemCode: r.item_code,
    description: r.description,
    recipientName: r.recipient_name,
    quantity: r.quantity,
    signature: r.signature,
    receivedOn: r.received_on,
    createdBy: r.full_name,
  }));
}
