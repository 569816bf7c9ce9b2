// EBS Arrears (Ledger > EBS Arrears): consumers with unpaid bills on the ledger, aged by days past
// the bills' due dates, with the surcharge as configured, the advance balance and what the
// cooperative's own online channel (EBS Online) would take for each bill (docs/decisions/059).
import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { pagingQuery } from '../../http.ts';
import { branchCode, calendarDate, id, searchText } from '../../primitives.ts';
import { CONSUMER_CLASS_CODES } from '../enums.ts';

/** Ageing buckets by days past the bill's due date on the "as of" date. */
export const AGEING_BUCKETS = ['current', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type AgeingBucket = (typeof AGEING_BUCKETS)[number];
export const AGEING_BUCKET_LABELS: Record<AgeingBucket, string> = {
  current: 'Current',
  days1to30: '1-30 days',
  days31to60: '31-60 days',
  days61to90: '61-90 days',
  over90: 'Over 90 days',
};

export const ARREARS_SORT_COLUMNS = [
  'accountNo',
  'name',
  'routeCode',
  'town',
  'consumerClass',
  'bills',
  'oldestPeriod',
  'current',
  'days1to30',
  'days31to60',
  'days61to90',
  'over90',
  'arrears',
] as const;

export const arrearsFilters = z.object({
  /** Default: today (Asia/Manila). Ledger entries after it are left out. */
  asOf: calendarDate().optional(),
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  town: searchText(60).optional(),
  consumerClass: z.enum(CONSUMER_CLASS_CODES).optional(),
  /** Account number or name, from the start. */
  search: searchText(60).optional(),
  /** Only consumers with something unpaid in this bucket. */
  bucket: z.enum(AGEING_BUCKETS).optional(),
});

export const listArrearsQuery = pagingQuery.extend({
  ...sortQuery(ARREARS_SORT_COLUMNS).shape,
  ...arrearsFilters.shape,
});

/** One unpaid bill as EBS Online sees it: the exact amount a line for that bill month must carry. */
export const arrearsBillSchema = z.object({
  billId: z.number().int(),
  billNo: z.string(),
  period: z.string(),
  dueDate: z.string(),
  daysPastDue: z.number().int(),
  bucket: z.enum(AGEING_BUCKETS),
  balance: z.string(),
  surcharge: z.string(),
  surchargeVat: z.string(),
  /** balance + surcharge + its VAT on the "as of" date. */
  amountDue: z.string(),
});

export const arrearsRowSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  branchCode: z.number().int(),
  routeCode: z.string().nullable(),
  town: z.string(),
  consumerClass: z.string(),
  accountStatus: z.number().int(),
  bills: z.number().int(),
  oldestPeriod: z.string(),
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  /** Unpaid on the bills (power bills and opening balances). */
  arrears: z.string(),
  surcharge: z.string(),
  surchargeVat: z.string(),
  /** Unpaid non-power bills (not on the billing ledger; paid at the window only). */
  nonPower: z.string(),
  advanceBalance: z.string(),
  /** What EBS Online takes: each unpaid bill's amount due, together. */
  payableOnline: z.string(),
  unpaidBills: z.array(arrearsBillSchema),
});
export type ArrearsRow = z.infer<typeof arrearsRowSchema>;

export const arrearsTotalsSchema = z.object({
  consumers: z.number().int(),
  current: z.string(),
  days1to30: z.string(),
  days31to60: z.string(),
  days61to90: z.string(),
  over90: z.string(),
  arrears: z.string(),
});
