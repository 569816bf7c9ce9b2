import { formatDate } from '@ilaw/contracts/format';
import { TRIP_STATUS, TRIP_STATUS_LABELS } from '@ilaw/contracts/motorpool/trip-tickets/trip-ticket';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

const CHIP: Record<number, string> = {
  [TRIP_STATUS.Pending.value]: 'pending',
  [TRIP_STATUS.Approved.value]: 'approved',
  [TRIP_STATUS.Rejected.value]: 'rejected',
  [TRIP_STATUS.Closed.value]: 'completed',
  [TRIP_STATUS.Cancelled.value]: 'cancelled',
};

export function TripStatus({ status }: { status: number }) {
  return <StatusChip status={CHIP[status] ?? 'unknown'} label={TRIP_STATUS_LABELS[status] ?? String(status)} />;
}

/** 'Mar 02, 2026 08:00 - 12:00', or both dates when the trip runs past midnight. */
export function tripTime(start: string, end: string): string {
  const d1 = start.slice(0, 10);
  const d2 = end.slice(0, 10);
  return d1 === d2
    ? `${formatDate(d1)} ${start.slice(11)} - ${end.slice(11)}`
    : `${formatDate(d1)} ${start.slice(11)} - ${formatDate(d2)} ${end.slice(11)}`;
}
