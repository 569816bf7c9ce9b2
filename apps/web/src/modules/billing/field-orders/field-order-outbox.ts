// Orders executed without signal (decision 114): kept in the phone's outbox with their photos and
// sent through the orders' field sync when the phone is back online.
import { syncFieldOrdersEndpoint, type FieldExecution } from '@ilaw/contracts/billing/field-orders/sync-field-orders';
import { useCallback } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { SYNC_QUIET_STATUSES, useOutbox } from '#web/shared/offline/use-outbox.ts';

export const FIELD_ORDER_SCOPE = 'billing.field-order';

const sendExecutions = async (records: FieldExecution[]) =>
  (await callEndpoint(syncFieldOrdersEndpoint, { body: { records }, quietStatuses: SYNC_QUIET_STATUSES })).results;

export function useFieldOrderOutbox(userId: number | undefined, onSent: () => void) {
  const outbox = useOutbox<FieldExecution>({
    userId,
    scope: FIELD_ORDER_SCOPE,
    sendRecords: sendExecutions,
    onSent,
    what: 'orders',
  });
  const { keep: keepRecord, entries } = outbox;
  const keep = useCallback(
    (execution: Omit<FieldExecution, 'key' | 'photoKeys'>, photos: readonly Blob[]) =>
      keepRecord(String(execution.orderId), (key, photoKeys) => ({ ...execution, key, photoKeys }), photos),
    [keepRecord],
  );
  const waitingFor = (orderId: number) => entries.some((e) => e.status === 'waiting' && e.subject === String(orderId));
  return { ...outbox, keep, waitingFor };
}

export type FieldOrderOutbox = ReturnType<typeof useFieldOrderOutbox>;
