// Poles gathered without signal (decision 114): kept in the phone's outbox with their photo and
// sent through the poles' field sync when the phone is back online.
import { syncFieldPolesEndpoint, type FieldPole } from '@ilaw/contracts/gis/poles/sync-field-poles';
import { createContext, useCallback, useContext } from 'react';
import { callEndpoint } from '#web/shared/api/call-endpoint.ts';
import { SYNC_QUIET_STATUSES, useOutbox } from '#web/shared/offline/use-outbox.ts';

export const POLE_SCOPE = 'gis.pole';

const sendPoles = async (records: FieldPole[]) =>
  (await callEndpoint(syncFieldPolesEndpoint, { body: { records }, quietStatuses: SYNC_QUIET_STATUSES })).results;

export function usePoleOutbox(userId: number | undefined, onSent: () => void) {
  const outbox = useOutbox<FieldPole>({ userId, scope: POLE_SCOPE, sendRecords: sendPoles, onSent, what: 'poles' });
  const { keep: keepRecord } = outbox;
  // One waiting record per pole number and branch: gathering it again replaces it.
  const keep = useCallback(
    (pole: Omit<FieldPole, 'key' | 'photoKeys'>, photos: readonly Blob[]) =>
      keepRecord(
        `${pole.branchCode}:${pole.poleNo.toUpperCase()}`,
        (key, photoKeys) => ({ ...pole, key, photoKeys }),
        photos,
      ),
    [keepRecord],
  );
  return { ...outbox, keep };
}

export type PoleOutbox = ReturnType<typeof usePoleOutbox>;

/** The screen's outbox for its New pole dialog (the list's dialogs take fixed props). */
export const PoleOutboxContext = createContext<PoleOutbox | undefined>(undefined);
export const usePoleOutboxContext = () => useContext(PoleOutboxContext);
