import { updateSalesInvoicePrinterEndpoint } from '@ilaw/contracts/collection/printers/update-sales-invoice-printer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { TELLER_ADMIN } from '../access.ts';
import { checkPrinterTeller, listPrinters, printerNameTaken } from './printer-queries.ts';

export const updateSalesInvoicePrinter = defineRoute({
  endpoint: updateSalesInvoicePrinterEndpoint,
  access: TELLER_ADMIN,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        await checkPrinterTeller(trx, body.tellerId);
        const updated = await trx
          .updateTable('collection_sales_invoice_printers')
          .set({
            name: body.name,
            teller_id: body.tellerId ?? null,
            connection: body.connection,
            address: body.address,
            paper_width_mm: body.paperWidthMm,
            is_active: body.isActive ?? true,
            updated_at: new Date(),
          })
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (Number(updated.numUpdatedRows) === 0) throw notFound('The printer was not found.');
        await recordAudit(trx, actor, {
          entityType: 'collection-printer',
          entityId: params.id,
          action: 'updated',
          newValues: { ...body },
        });
      })
      .catch(printerNameTaken);
    const [printer] = await listPrinters(db, params.id);
    if (!printer) throw notFound('The printer was not found.');
    return printer;
  },
});
