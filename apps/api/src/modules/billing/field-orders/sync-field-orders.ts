// Orders a crew executed without signal (decision 114), each claimed by its key in its own
// transaction with its photos (platform/field-sync) and executed by the office's executeOrder.
import { syncFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/sync-field-orders';
import { syncFieldRecords } from '../../../platform/field-sync/field-sync.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { FIELD_ORDER_EXECUTE } from '../access.ts';
import { executeOrder } from './execute-order.ts';

export const syncFieldOrders = defineRoute({
  endpoint: syncFieldOrdersEndpoint,
  access: FIELD_ORDER_EXECUTE,
  async handler({ body, db, actor, user }) {
    const results = await syncFieldRecords(db, {
      scope: 'billing.field-order-execution',
      userId: user.id,
      records: body.records,
      describe: (r) => r.orderNo,
      async post(trx, record, photoFileIds) {
        await executeOrder(trx, { ...actor, userId: user.id }, record.orderId, record, {
          photoFileIds: () => Promise.resolve(photoFileIds),
          field: { crew: record.crew, executedAt: new Date(record.executedAt) },
        });
        const order = await trx
          .selectFrom('billing_field_orders')
          .select('order_no')
          .where('id', '=', record.orderId)
          .executeTakeFirstOrThrow();
        return { reference: order.order_no };
      },
    });
    return { results };
  },
});
