// A consumer's disconnection and reconnection orders, newest first, without the money (member
// services shows them on its consumer view; decision 070, issue 14 item 7).
import type { FieldOrderKind, FieldOrderStatus } from '@ilaw/contracts/billing/field-orders/field-order';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface ConsumerFieldOrder {
  orderNo: string;
  kind: FieldOrderKind;
  status: FieldOrderStatus;
  crew: string | null;
  createdAt: string;
  executedAt: string | null;
  sealNo: string | null;
}

export async function fieldOrdersOfConsumer(
  db: Kysely<Database> | Transaction<Database>,
  consumerId: number,
  limit = 50,
): Promise<ConsumerFieldOrder[]> {
  const rows = await db
    .selectFrom('billing_field_orders')
    .select(['order_no', 'kind', 'status', 'crew', 'created_at', 'executed_at', 'seal_no'])
    .where('consumer_id', '=', consumerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    orderNo: r.order_no,
    kind: r.kind,
    status: r.status,
    crew: r.crew,
    createdAt: new Date(r.created_at).toISOString(),
    executedAt: r.executed_at === null ? null : new Date(r.executed_at).toISOString(),
    sealNo: r.seal_no,
  }));
}
