// Findings recorded without signal (decision 114): kept in the phone's outbox with their photos
// and sent through the findings' field sync when the phone is back online.
import {
  syncFieldFindingsEndpoint,
  type FieldFindingRecord,
} from '@ilaw/contracts/billing/field-findings/sync-field-findings';
import { useCallback } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { SYNC_QUIET_STATUSES, useOutbox } from '#web/shared/offline/use-outbox.ts';

export const FIELD_FINDING_SCOPE = 'billing.finding';

const sendFindings = async (records: FieldFindingRecord[]) =>
  (await callEndpoint(syncFieldFindingsEndpoint, { body: { records }, quietStatuses: SYNC_QUIET_STATUSES })).results;

export function useFieldFindingOutbox(userId: number | undefined, onSent: () => void) {
  const outbox = useOutbox<FieldFindingRecord>({
    userId,
    scope: FIELD_FINDING_SCOPE,
    sendRecords: sendFindings,
    onSent,
    what: 'findings',
  });
  const { keep: keepRecord } = outbox;
  // Every finding is its own subject: two findings at one meter are two records.
  const keep = useCallback(
    (finding: Omit<FieldFindingRecord, 'key' | 'photoKeys'>, photos: readonly Blob[]) =>
      keepRecord(crypto.randomUUID(), (key, photoKeys) => ({ ...finding, key, photoKeys }), photos),
    [keepRecord],
  );
  return { ...outbox, keep };
}

export type FieldFindingOutbox = ReturnType<typeof useFieldFindingOutbox>;
