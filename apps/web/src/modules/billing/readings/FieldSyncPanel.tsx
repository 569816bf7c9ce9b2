// The field part of Entering Meter Reading (decision 113): setting the phone up for reading without
// signal, what is waiting to be sent, and what the office did not take, with its reason.
import { formatCount } from '@ilaw/contracts/format';
import CloudDone from '@mui/icons-material/CloudDone';
import CloudOff from '@mui/icons-material/CloudOff';
import Sync from '@mui/icons-material/Sync';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { notify } from '#web/shared/feedback/notify.ts';
import { enableOfflineUse, offlineUseEnabled, offlineUseSupported } from '#web/shared/offline/offline-use.ts';
import type { useFieldReadings } from './field-readings.ts';

export function FieldSyncPanel({
  field,
  onReady,
}: {
  field: ReturnType<typeof useFieldReadings>;
  /** Called once the phone is set up: the screen reads its data again so the worker keeps it. */
  onReady: () => Promise<void>;
}) {
  const [ready, setReady] = useState(offlineUseEnabled);
  const [preparing, setPreparing] = useState(false);
  const waiting = field.waiting.length;
  return (
    <Box sx={{ display: 'grid', gap: 1, mb: 2 }} data-testid="field-sync">
      {!field.online && (
        <Alert severity="info" icon={<CloudOff />}>
          No signal. Readings are kept on this phone and sent when it is back online.
        </Alert>
      )}
      {field.failure !== null && <Alert severity="warning">{field.failure}</Alert>}
      {(waiting > 0 || field.syncing) && (
        <Alert
          severity="warning"
          action={
            <Button
              color="inherit"
              size="small"
              startIcon={<Sync />}
              disabled={!field.online || field.syncing}
              onClick={() => void field.sync()}
            >
              {field.syncing ? 'Sending…' : 'Sync now'}
            </Button>
          }
        >
          <span data-testid="waiting-count">{formatCount(waiting, 'reading', 'readings')} waiting to sync</span>
        </Alert>
      )}
      {field.problems.map((p) => (
        <Alert
          key={p.key}
          severity="error"
          data-account={p.payload.accountNo}
          action={
            <Button color="inherit" size="small" onClick={() => void field.dismiss(p.key)}>
              Dismiss
            </Button>
          }
        >
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {p.payload.accountNo}: {p.payload.presentReading} not saved
          </Typography>
          <Typography variant="body2">{p.message}</Typography>
        </Alert>
      ))}
      {offlineUseSupported() &&
        (ready ? (
          <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
            <CloudDone fontSize="small" /> This phone keeps the portal and your route for reading without signal.
          </Typography>
        ) : (
          <Box>
            <Button
              variant="outlined"
              size="small"
              startIcon={<CloudDone />}
              disabled={preparing || !field.online}
              onClick={async () => {
                setPreparing(true);
                try {
                  await enableOfflineUse();
                  await onReady();
                  setReady(true);
                  notify.success('Ready: this route can be read without signal.');
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
