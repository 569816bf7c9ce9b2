// Readings taken without signal (issue 17 item 5, decision 113): kept in the phone's outbox with
// their sync key and the reading the phone saw, sent when the phone is back online, and answered
// one by one. What the office did not take stays on the phone with its reason until the reader
// has read it.
import {
  FIELD_SYNC_BATCH,
  FieldSyncOutcome,
  syncFieldReadingsEndpoint,
  type FieldReading,
} from '@ilaw/contracts/billing/readings/sync-field-readings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import {
  dismissOutboxEntry,
  keepInOutbox,
  outboxEntries,
  settleOutboxEntry,
  type OutboxEntry,
} from '#web/shared/offline/outbox.ts';

export const READING_SCOPE = 'billing.reading';
export type QueuedReading = OutboxEntry<FieldReading>;

const subjectOf = (billMonthId: number, accountNo: string) => `${billMonthId}:${accountNo}`;

/** The outbox's readings of the signed-in user, the network state, and sending them. */
export function useFieldReadings(userId: number | undefined, onSent: () => void) {
  const [entries, setEntries] = useState<QueuedReading[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const sentRef = useRef(onSent);
  sentRef.current = onSent;

  const reload = useCallback(async () => {
    if (userId !== undefined) setEntries(await outboxEntries<FieldReading>(userId, READING_SCOPE));
  }, [userId]);

  const sync = useCallback(async () => {
    if (userId === undefined || busy.current || !navigator.onLine) return;
    busy.current = true;
    setSyncing(true);
    setFailure(null);
    try {
      const waiting = (await outboxEntries<FieldReading>(userId, READING_SCOPE)).filter((e) => e.status === 'waiting');
      for (let i = 0; i < waiting.length; i += FIELD_SYNC_BATCH) {
        const batch = waiting.slice(i, i + FIELD_SYNC_BATCH);
        const answer = await callEndpoint(syncFieldReadingsEndpoint, {
          body: { readings: batch.map((e) => e.payload) },
          quietStatuses: [0, 400, 401, 403, 409, 500, 502, 503],
        });
        for (const r of answer.results) {
          if (r.outcome === FieldSyncOutcome.Posted || r.outcome === FieldSyncOutcome.AlreadyPosted) {
            await settleOutboxEntry(r.key, { taken: true });
          } else {
            await settleOutboxEntry(r.key, {
              taken: false,
              status: r.outcome === FieldSyncOutcome.Conflict ? 'conflict' : 'refused',
              message: r.message ?? 'The office did not take this reading.',
            });
          }
        }
      }
    } catch (error) {
      // Still no signal, or the office refused the whole sync: everything stays on the phone.
      setFailure(
        error instanceof ApiError && error.status !== 0
          ? error.message
          : 'The phone could not reach the office; the readings stay on this phone.',
      );
    } finally {
      busy.current = false;
      setSyncing(false);
      await reload();
      sentRef.current();
    }
  }, [userId, reload]);

  useEffect(() => {
    void reload().then(() => sync());
    const up = () => {
      setOnline(true);
      void sync();
    };
    const down = () => setOnline(false);
    window.addEventListener('online', up);
    window.addEventListener('offline', down);
    return () => {
      window.removeEventListener('online', up);
      window.removeEventListener('offline', down);
    };
  }, [reload, sync]);

  const keep = useCallback(
    async (reading: Omit<FieldReading, 'key'>) => {
      if (userId === undefined) throw new Error('Sign in again to keep readings on this phone.');
      const key = crypto.randomUUID();
      await keepInOutbox<FieldReading>(
        {
          userId,
          scope: READING_SCOPE,
          subject: subjectOf(reading.billMonthId, reading.accountNo),
          payload: { ...reading, key },
        },
        key,
      );
      await reload();
    },
    [userId, reload],
  );

  const dismiss = useCallback(
    async (key: string) => {
      await dismissOutboxEntry(key);
      await reload();
    },
    [reload],
  );

  const queuedFor = (billMonthId: number | undefined, accountNo: string): QueuedReading | undefined =>
    billMonthId === undefined
      ? undefined
      : entries.find((e) => e.status === 'waiting' && e.subject === subjectOf(billMonthId, accountNo));

  return {
    online,
    syncing,
    failure,
    waiting: entries.filter((e) => e.status === 'waiting'),
    problems: entries.filter((e) => e.status !== 'waiting'),
    queuedFor,
    keep,
    sync,
    dismiss,
  };
}
