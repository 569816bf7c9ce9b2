// SPEC.md section 4: status colours in tables. Plain .ts so Node tests can import it.
export type StatusColour = 'success' | 'warning' | 'error' | 'info' | 'default';

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
