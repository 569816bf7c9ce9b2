// Pieces the travel order screens share: the status chip, the dates in words, and the reads a
// change refreshes.
import { formatDate } from '@ilaw/contracts/format';
import { getTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/get-travel-order';
import { listTravelOrdersEndpoint } from '@ilaw/contracts/travel/travel-orders/list-travel-orders';
import {
  TRAVEL_ORDER_STATUS,
  TRAVEL_ORDER_STATUS_LABELS,
  type TravelOrder,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

/** What every travel order change refreshes. */
export const TRAVEL_ORDER_READS = [listTravelOrdersEndpoint, getTravelOrderEndpoint];

const CHIP: Record<number, string> = {
  [TRAVEL_ORDER_STATUS.Draft.value]: 'draft',
  [TRAVEL_ORDER_STATUS.Pending.value]: 'pending',
  [TRAVEL_ORDER_STATUS.Approved.value]: 'approved',
  [TRAVEL_ORDER_STATUS.Rejected.value]: 'rejected',
  [TRAVEL_ORDER_STATUS.Withdrawn.value]: 'withdrawn',
  [TRAVEL_ORDER_STATUS.Cancelled.value]: 'cancelled',
};

export function TravelOrderStatus({ status }: { status: number }) {
  return <StatusChip status={CHIP[status] ?? 'unknown'} label={TRAVEL_ORDER_STATUS_LABELS[status] ?? String(status)} />;
}

/** 'Mar 09, 2026' or 'Mar 09, 2026 to Mar 10, 2026 (2 days)'. */
export function travelDates(o: Pick<TravelOrder, 'dateFrom' | 'dateTo' | 'days'>): string {
  return o.dateFrom === o.dateTo
    ? formatDate(o.dateFrom)
    : `${formatDate(o.dateFrom)} to ${formatDate(o.dateTo)} (${o.days} days)`;
}

export const travellerNames = (o: TravelOrder) => o.travellers.map((t) => t.name).join('; ');
