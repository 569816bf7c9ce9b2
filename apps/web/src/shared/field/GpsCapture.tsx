// GPS at the meter, captured with SPEC.md section 9's request (high accuracy, 20 s time-out, at
// most 1 s old: `currentPosition`). Shared so the offline field app can reuse it (issue 17 item 5).
import MyLocation from '@mui/icons-material/MyLocation';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { currentPosition, type Coordinates } from '#web/shared/browser/geolocation.ts';

export type { Coordinates };

/** Six decimals (about 10 cm), as the server keeps them. */
export function coordinateText(c: Coordinates): string {
  return `${c.latitude.toFixed(6)}, ${c.longitude.toFixed(6)} (± ${Math.round(c.accuracy)} m)`;
}

/** The fields a contract's gpsFields take. */
export function gpsBody(c: Coordinates | null): { latitude: string; longitude: string; accuracyM: string } {
  return c === null
    ? { latitude: '', longitude: '', accuracyM: '' }
    : { latitude: c.latitude.toFixed(6), longitude: c.longitude.toFixed(6), accuracyM: c.accuracy.toFixed(1) };
}

export function GpsCapture({
  value,
  onChange,
  error,
}: {
  value: Coordinates | null;
  onChange: (value: Coordinates) => void;
  error?: string | undefined;
}) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const capture = async () => {
    setBusy(true);
    setFailure(null);
    try {
      onChange(await currentPosition());
    } catch (err) {
      setFailure(err instanceof Error ? err.message : 'The location could not be read.');
    } finally {
      setBusy(false);
    }
  };
  const message = failure ?? error;
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Button variant="outlined" startIcon={<MyLocation />} onClick={() => void capture()} disabled={busy}>
          {busy ? 'Reading GPS…' : value ? 'Capture GPS again' : 'Capture GPS'}
        </Button>
        <Typography variant="body2" data-testid="gps-reading">
          {value ? coordinateText(value) : 'No location yet.'}
        </Typography>
      </Box>
      {message && <FormHelperText error>{message}</FormHelperText>}
    </Box>
  );
}
