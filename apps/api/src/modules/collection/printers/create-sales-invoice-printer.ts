import { createSalesInvoicePrinterEndpoint } from '@ilaw/contracts/collection/printers/create-sales-invoice-printer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TELLER_ADMIN } from '../access.ts';
import { checkPrinterTeller, listPrinters, printerNameTaken } from './printer-queries.ts';

export const createSalesInvoicePrinter = defineRoute({
  endpoint: createSalesInvoicePrinterEndpoint,
  access: TELLER_ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        await checkPrinterTeller(trx, body.tellerId);
        const row = await trx
          .insertInto('collection_sales_invoice_printers')
          .values({
            name: body.name,
            teller_id: body.tellerId ?? null,
            connection: body.connection,
            address: body.address,
            paper_width_mm: body.paperWidthMm,
            is_active: body.isActive ?? true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'collection-printer',
          entityId: row.id,
          action: 'created',
          newValues: { ...body },
        });
        return row.id;
      })
      .catch(printerNameTaken);
    reply.code(201);
    const [printer] = await listPrinters(db, id);
    if (!printer) throw new Error('created printer vanished');
    return printer;
  },
});
