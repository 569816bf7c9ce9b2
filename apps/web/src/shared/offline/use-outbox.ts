// A field screen's outbox (decisions 113 and 114): the signed-in user's kept records of one scope,
// whether the phone has signal, keeping a record with its photos (shrunk on the phone), and the
// sync: when the browser says it is online again, when the screen opens, and on "Sync now".
import { uploadFieldPhotosEndpoint } from '@ilaw/contracts/platform/field-sync/upload-field-photos';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { sendOutbox, type RecordAnswer } from './field-sync.ts';
import { dismissOutboxEntry, keepInOutbox, outboxEntries, type OutboxEntry } from './outbox.ts';
import { shrinkPhoto } from './shrink-photo.ts';

/** Failures the sync reports itself (on the screen), not as a toast. */
export const SYNC_QUIET_STATUSES = [0, 400, 401, 403, 409, 413, 415, 500, 502, 503];

const uploadPhotos = (photos: Record<string, Blob>) =>
  callEndpoint(uploadFieldPhotosEndpoint, { body: {}, files: photos, quietStatuses: SYNC_QUIET_STATUSES });

/** Whether a failed call means "no signal" rather than an answer from the office. */
export function isNoSignal(error: unknown): boolean {
  return !(error instanceof ApiError) || error.status === 0 || error.status >= 502;
}

/** What the outbox panel shows and does. */
export interface OutboxState<P> {
  online: boolean;
  syncing: boolean;
  failure: string | null;
  waiting: OutboxEntry<P>[];
  problems: OutboxEntry<P>[];
  sync: () => Promise<void>;
  dismiss: (key: string) => Promise<void>;
}

export function useOutbox<P>({
  userId,
  scope,
  sendRecords,
  onSent,
  what = 'records',
}: {
  userId: number | undefined;
  scope: string;
  sendRecords: (payloads: P[]) => Promise<RecordAnswer[]>;
  onSent?: () => void;
  /** What the records are, for the message when the office cannot be reached. */
  what?: string;
}) {
  const [entries, setEntries] = useState<OutboxEntry<P>[]>([]);
  const [online, setOnline] = useState(() => navigator.onLine);
  const [syncing, setSyncing] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const busy = useRef(false);
  const latest = useRef({ sendRecords, onSent });
  latest.current = { sendRecords, onSent };

  const reload = useCallback(async () => {
    if (userId !== undefined) setEntries(await outboxEntries<P>(userId, scope));
  }, [userId, scope]);

  const sync = useCallback(async () => {
    if (userId === undefined || busy.current || !navigator.onLine) return;
    busy.current = true;
    setSyncing(true);
    setFailure(null);
    let answered = false;
    try {
      const sent = await sendOutbox<P>(userId, scope, {
        uploadPhotos,
        sendRecords: (payloads) => latest.current.sendRecords(payloads),
      });
      answered = sent.taken + sent.notTaken > 0;
    } catch (error) {
      // Still no signal, or the office refused the whole sync: everything stays on the phone.
      setFailure(
        isNoSignal(error)
          ? `The phone could not reach the office; the ${what} stay on this phone.`
          : (error as ApiError).message,
      );
    } finally {
      busy.current = false;
      setSyncing(false);
      await reload();
      // The screen reads its list again only when the office answered for something.
      if (answered) latest.current.onSent?.();
    }
  }, [userId, scope, reload, what]);

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

  /**
   * Keeps a record for the next sync with its photos, shrunk; `build` makes the payload from the
   * record's key and its photos' keys. One waiting record per subject (a newer one replaces it).
   */
  const keep = useCallback(
    async (subject: string, build: (key: string, photoKeys: string[]) => P, photos: readonly Blob[] = []) => {
      if (userId === undefined) throw new Error('Sign in again to keep records on this phone.');
      const kept = await Promise.all(
        photos.map(async (p) => ({ key: crypto.randomUUID(), blob: await shrinkPhoto(p), sent: false })),
      );
      const key = crypto.randomUUID();
      const payload = build(
        key,
        kept.map((p) => p.key),
      );
      await keepInOutbox<P>({ userId, scope, subject, payload, photos: kept }, key);
      await reload();
    },
    [userId, scope, reload],
  );

  const dismiss = useCallback(
    async (key: string) => {
      await dismissOutboxEntry(key);
      await reload();
    },
    [reload],
  );

  return {
    online,
    syncing,
    failure,
    entries,
    waiting: entries.filter((e) => e.status === 'waiting'),
    problems: entries.filter((e) => e.status !== 'waiting'),
    keep,
    sync,
    dismiss,
  };
}
