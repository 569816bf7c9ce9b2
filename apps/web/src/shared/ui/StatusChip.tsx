import Chip from '@mui/material/Chip';

export type StatusColour = 'success' | 'warning' | 'error' | 'info' | 'default';

// SPEC.md section 4, status colours in tables.
const COLOURS: Record<string, StatusColour> = {
  submitted: 'success',
  posted: 'success',
  approved: 'success',
  passed: 'success',
  completed: 'success',
  accomplished: 'success',
  active: 'success',
  inc: 'warning',
  incomplete: 'warning',
  unaccomplished: 'warning',
  inspected: 'warning',
  suspended: 'warning',
  locked: 'warning',
  rejected: 'error',
  dropped: 'error',
  denied: 'error',
  cancelled: 'error',
  declined: 'error',
  failed: 'error',
  pending: 'info',
};

/** Green, orange, red or blue by status name (case and spacing ignored); grey when unlisted. */
export function statusColour(status: string): StatusColour {
  return COLOURS[status.trim().toLowerCase()] ?? 'default';
}

export function StatusChip({ status, label }: { status: string; label?: string }) {
  return (
    <Chip
      size="small"
      label={label ?? status}
      color={statusColour(status)}
      variant="filled"
      data-status={status.toLowerCase()}
      sx={{ fontWeight: 600 }}
    />
  );
}
