// Labels and chip statuses of the leave enumerations (SPEC.md section 3).
import { enumLabel } from '@ilaw/contracts/enums';
import { formatNumber } from '@ilaw/contracts/format';
import { LEAVE_APPLICATION_STATUS } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { LEAVE_ENTRY_STATUS, LEAVE_LINE_TYPE } from '@ilaw/contracts/leave/ledger/ledger-line';

export const lineTypeLabel = (v: number) => enumLabel(LEAVE_LINE_TYPE, v);
export const entryStatusLabel = (v: number) => enumLabel(LEAVE_ENTRY_STATUS, v);
export const applicationStatusLabel = (v: number) => enumLabel(LEAVE_APPLICATION_STATUS, v);

/** Chip colour keys: Posted green, Cancelled red, Without Pay orange-ish grey; Disapproved and Cancelled red. */
export const entryChipStatus = (v: number) => (v === 1 ? 'posted' : v === 0 ? 'cancelled' : 'without pay');
export const applicationChipStatus = (v: number) =>
  v === 0 ? 'pending' : v === 1 ? 'approved' : v === 3 ? 'cancelled' : 'declined';

/** Days with up to 3 decimals and no trailing zeros: '12.25', '0.5', '15'. */
export const formatDays = (v: string) => formatNumber(v, 3).replace(/\.?0+$/, '');
