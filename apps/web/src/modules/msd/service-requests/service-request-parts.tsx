// Small pieces the service request screens share: status chips, times in Manila, the clock.
import {
  APPROVAL_STATES,
  SERVICE_REQUEST_STATUSES,
  SERVICE_REQUEST_STATUS_LABELS,
  type ApprovalState,
  type ServiceRequestStatus,
} from '@ilaw/contracts/msd/enums';
import { formatDateTime } from '@ilaw/contracts/format';
import type { ServiceRequest } from '@ilaw/contracts/msd/service-requests/service-request';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

export const STATUS_OPTIONS = SERVICE_REQUEST_STATUSES.map((s) => ({
  value: s,
  label: SERVICE_REQUEST_STATUS_LABELS[s],
}));
export const APPROVAL_OPTIONS = APPROVAL_STATES.map((s) => ({ value: s, label: s === 'New' ? 'Not needed' : s }));

/** Status colours of SPEC.md section 4 (accomplished green, cancelled red, pending blue). */
const STATUS_COLOUR_WORD: Record<ServiceRequestStatus, string> = {
  ForSchedule: 'pending',
  Scheduled: 'inc',
  Accomplished: 'accomplished',
  Cancelled: 'cancelled',
};

export function RequestStatusChip({ status }: { status: ServiceRequestStatus }) {
  return <StatusChip status={STATUS_COLOUR_WORD[status]} label={SERVICE_REQUEST_STATUS_LABELS[status]} />;
}

export function ApprovalChip({ state }: { state: ApprovalState }) {
  if (state === 'New') return null;
  return <StatusChip status={state.toLowerCase()} label={state === 'Pending' ? 'For approval' : state} />;
}

export function StatusCell({ r }: { r: Pick<ServiceRequest, 'status' | 'approvalState' | 'overdue'> }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      <RequestStatusChip status={r.status} />
      <ApprovalChip state={r.approvalState} />
      {r.overdue && <Chip size="small" color="error" variant="outlined" label="Overdue" />}
    </Stack>
  );
}

export const when = (v: string | null) => (v === null ? '-' : formatDateTime(v));

export function clockText(r: Pick<ServiceRequest, 'elapsedHours' | 'targetHours' | 'clockBasis'>): string {
  const basis = r.clockBasis === 'Calendar' ? 'h' : ' working h';
  return `${r.elapsedHours.toFixed(2)} of ${r.targetHours}${basis}`;
}
