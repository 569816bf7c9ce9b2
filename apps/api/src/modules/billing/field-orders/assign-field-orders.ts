// Orders go to a crew (by name); reassigning before execution is allowed.
import { FIELD_ORDER_MESSAGES } from '@ilaw/contracts/billing/field-orders/field-order';
import { assignFieldOrdersEndpoint } from '@ilaw/contracts/billing/field-orders/assign-field-orders';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { DISCONNECTION_WORK } from '../access.ts';
import { loadFieldOrders } from './field-order-queries.ts';

export const assignFieldOrders = defineRoute({
  endpoint: assignFieldOrdersEndpoint,
  access: DISCONNECTION_WORK,
  async handler({ body, db, actor, user }) {
    const ids = [...new Set(body.orderIds)].sort((a, b) => a - b);
    await db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('billing_field_orders')
        .select(['id', 'order_no', 'status', 'crew'])
        .where('id', 'in', ids)
        .orderBy('id')
        .forUpdate()
        .execute();
      if (rows.length !== ids.length) throw notFound(FIELD_ORDER_MESSAGES.notFound);
      const closed = rows.filter((r) => r.status === 'Executed' || r.status === 'Cancelled');
      if (closed.length > 0)
        throw conflict(`${closed.map((r) => r.order_no).join(', ')}: ${FIELD_ORDER_MESSAGES.executed}`, 'orderIds');
      await trx
        .updateTable('billing_field_orders')
        .set({ status: 'Assigned', crew: body.crew, assigned_at: new Date(), assigned_by: user.id })
        .where('id', 'in', ids)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'billing-field-order',
        entityId: ids[0]!,
        action: 'assigned',
        oldValues: { crews: rows.map((r) => ({ orderNo: r.order_no, crew: r.crew })) },
        newValues: { crew: body.crew, orderIds: ids },
      });
    });
    return loadFieldOrders(db, ids);
  },
});
