// Small pieces shared by the connection order screens.
import { CONNECTION_ORDER_STATUSES, type ConnectionOrderStatus } from '@ilaw/contracts/msd/enums';
import Chip from '@mui/material/Chip';

const COLORS: Record<ConnectionOrderStatus, 'default' | 'primary' | 'success' | 'error'> = {
  Issued: 'default',
  Assigned: 'primary',
  Energized: 'success',
  Cancelled: 'error',
};

export function OrderStatusChip({ status }: { status: ConnectionOrderStatus }) {
  return <Chip size="small" color={COLORS[status]} label={status} />;
}

export const ORDER_STATUS_OPTIONS = CONNECTION_ORDER_STATUSES.map((s) => ({ value: s, label: s }));
export const orderPath = (id: number) => `/isd/msd/consumers/connection-order/${id}`;
export const printPath = (coNumber: string) => `/isd/msd/connection-order/print/${encodeURIComponent(coNumber)}`;
