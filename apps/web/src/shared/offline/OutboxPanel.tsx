// The field part of a field screen (decisions 113 and 114): setting the phone up for use without
// signal, what is waiting to be sent, and what the office did not take, with its reason, kept
// until the user dismisses it. One panel for readings, orders, findings and poles.
import { formatCount } from '@ilaw/contracts/format';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { notify } from '#web/shared/feedback/notify.ts';
import { enableOfflineUse, offlineUseEnabled, offlineUseSupported } from './offline-use.ts';
import type { OutboxEntry } from './outbox.ts';
import type { OutboxState } from './use-outbox.ts';

export interface OutboxPanelTexts {
  /** Shown without signal, e.g. "Readings are kept on this phone and sent when it is back online." */
  noSignal: string;
  /** The record, singular and plural: "reading", "readings". */
  one: string;
  many: string;
  /** Once the phone is set up: what it keeps. */
  ready: string;
  /** The notice when it has just been set up. */
  readyNotice: string;
}

export function OutboxPanel<P>({
  outbox,
  texts,
  problemTitle,
  problemAttributes,
  onReady,
}: {
  outbox: OutboxState<P>;
  texts: OutboxPanelTexts;
  /** A record the office did not take, in a few words ("05-0001: 1210 not saved"). */
  problemTitle: (entry: OutboxEntry<P>) => string;
  /** Data attributes that name the record on the page (tests, styling). */
  problemAttributes?: (entry: OutboxEntry<P>) => Record<string, string>;
  /** Called once the phone is set up and every answer the app holds was read again. */
  onReady?: () => Promise<void>;
}) {
  const queryClient = useQueryClient();
  const [ready, setReady] = useState(offlineUseEnabled);
  const [preparing, setPreparing] = useState(false);
  const waiting = outbox.waiting.length;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} data-testid="field-sync">
      {!outbox.online && (
        <Alert severity="info" icon={<CloudOff />}>
          No signal. {texts.noSignal}
        </Alert>
      )}
      {outbox.failure !== null && <Alert severity="warning">{outbox.failure}</Alert>}
      {(waiting > 0 || outbox.syncing) && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<Sync />}
              disabled={!outbox.online || outbox.syncing}
              onClick={() => void outbox.sync()}
            >
              {outbox.syncing ? 'Sending…' : 'Sync now'}
            </Button>
          }
        >
          <span data-testid="waiting-count">{formatCount(waiting, texts.one, texts.many)} waiting to sync</span>
        </Alert>
      )}
      {outbox.problems.map((p) => (
        <Alert
          key={p.key}
          severity="error"
          {...(problemAttributes?.(p) ?? {})}
          action={
            <Button color="inherit" size="small" onClick={() => void outbox.dismiss(p.key)}>
              Dismiss
            </Button>
          }
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {problemTitle(p)}
          </Typography>
          <Typography variant="body2">{p.message}</Typography>
        </Alert>
      ))}
      {offlineUseSupported() &&
        (ready ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CloudDone fontSize="small" /> {texts.ready}
          </Typography>
        ) : (
          <Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<CloudDone />}
              disabled={preparing || !outbox.online}
              onClick={async () => {
                setPreparing(true);
                try {
                  await enableOfflineUse();
                  // Every answer the app holds goes once through the worker, which keeps it.
                  await queryClient.refetchQueries();
                  await onReady?.();
                  setReady(true);
                  notify.success(texts.readyNotice);
                } catch (error) {
                  notify.error(error instanceof Error ? error.message : 'The phone could not be set up.');
                } finally {
                  setPreparing(false);
                }
              }}
            >
              {preparing ? 'Preparing…' : 'Use without signal'}
            </Button>
          </Box>
        ))}
    </Box>
  );
}
