import { userDashboardEndpoint } from '@ilaw/contracts/auth/user-dashboard';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { ApiError } from '#web/shared/api/api-error.ts';
import { endpointQuery } from '#web/shared/api/query.ts';
import { usePortalInfo } from '#web/shared/auth/session.ts';
import { notify } from '#web/shared/feedback/notify.ts';

export const ACCOUNT_DIALOG_FAILED = 'An error occurred';

const FIELDS = [
  ['employeeId', 'Employee ID'],
  ['sssNo', 'SSS'],
  ['pagIbigNo', 'PAG-IBIG'],
  ['philHealthNo', 'PhilHealth'],
  ['hmoNo', 'HMO'],
  ['tinNo', 'TIN'],
] as const;

function AccountDetails({ onClose }: { onClose: () => void }) {
  // Loads each time the dialog opens, so numbers HR just entered show at once.
  const { data, isPending, isError, error } = useQuery({
    ...endpointQuery(userDashboardEndpoint, { quietStatuses: true }),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  useEffect(() => {
    if (!isError) return;
    notify.error(error instanceof ApiError && error.body !== undefined ? error.message : ACCOUNT_DIALOG_FAILED);
    onClose();
  }, [isError, error, onClose]);

  return (
    <Grid container spacing={2} sx={{ pt: 1 }}>
      {FIELDS.map(([key, label]) => (
        <Grid key={key} size={{ xs: 12, sm: 6 }}>
          {isPending ? (
            <Skeleton variant="rounded" height={40} />
          ) : (
            <TextField
              label={label}
              value={data?.[key] ?? ''}
              placeholder="Not on file"
              slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
              name={key}
            />
          )}
        </Grid>
      ))}
    </Grid>
  );
}

/** What support asks first: the portal's version and its database's migration level. */
function AboutLine() {
  const info = usePortalInfo().data;
  if (!info) return null;
  return (
    <Typography variant="caption" color="text.secondary" sx={{ px: 3 }} data-testid="about-version">
      {info.name} {info.version} · database at migration {info.migrationLevel ?? '-'}
    </Typography>
  );
}

/** 'Your Account': the user's employee ID and government numbers, read-only. */
export function AccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="account-dialog-title">
      <DialogTitle id="account-dialog-title">Your Account</DialogTitle>
      <DialogContent>{open && <AccountDetails onClose={onClose} />}</DialogContent>
      <AboutLine />
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
