// Readings taken without signal (issue 17 item 5, decisions 113 and 114): kept in the phone's
// outbox with their sync key, the reading the phone saw and the meter's photo, sent when the phone
// is back online, and answered one by one (shared/offline). What the office did not take stays on
// the phone with its reason until the reader has read it.
import {
  FIELD_SYNC_BATCH,
  syncFieldReadingsEndpoint,
  type FieldReading,
} from '@ilaw/contracts/billing/readings/sync-field-readings';
import { useCallback } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import type { OutboxEntry } from '#web/shared/offline/outbox.ts';
import { SYNC_QUIET_STATUSES, useOutbox } from '#web/shared/offline/use-outbox.ts';

export const READING_SCOPE = 'billing.reading';
export type QueuedReading = OutboxEntry<FieldReading>;

const subjectOf = (billMonthId: number, accountNo: string) => `${billMonthId}:${accountNo}`;

const sendReadings = async (readings: FieldReading[]) =>
  (
    await callEndpoint(syncFieldReadingsEndpoint, {
      body: { readings: readings.slice(0, FIELD_SYNC_BATCH) },
      quietStatuses: SYNC_QUIET_STATUSES,
    })
  ).results;

/** The outbox's readings of the signed-in user, the network state, and sending them. */
export function useFieldReadings(userId: number | undefined, onSent: () => void) {
  const outbox = useOutbox<FieldReading>({
    userId,
    scope: READING_SCOPE,
    sendRecords: sendReadings,
    onSent,
    what: 'readings',
  });
  const { keep: keepRecord, entries } = outbox;

  const keep = useCallback(
    (reading: Omit<FieldReading, 'key' | 'photoKeys'>, photos: readonly Blob[] = []) =>
      keepRecord(
        subjectOf(reading.billMonthId, reading.accountNo),
        (key, photoKeys) => ({ ...reading, key, photoKeys }),
        photos,
      ),
    [keepRecord],
  );

  const queuedFor = (billMonthId: number | undefined, accountNo: string): QueuedReading | undefined =>
    billMonthId === undefined
      ? undefined
      : entries.find((e) => e.status === 'waiting' && e.subject === subjectOf(billMonthId, accountNo));

  return { ...outbox, keep, queuedFor };
}
