// SPEC.md section 3 enumerations billing uses, in the shape of ../enums.ts ({ value, label }).
export const CONSUMER_CLASS = {
  R: { value: 'R', label: 'Residential' },
  C: { value: 'C', label: 'Commercial' },
  I: { value: 'I', label: 'Industrial' },
  P: { value: 'P', label: 'Public Building' },
  S: { value: 'S', label: 'Street Light' },
  L: { value: 'L', label: 'Large Load' },
} as const;
export const CONSUMER_CLASS_CODES = ['R', 'C', 'I', 'P', 'S', 'L'] as const;
export type ConsumerClassCode = (typeof CONSUMER_CLASS_CODES)[number];

export const ACCOUNT_STATUS = {
  NoAccount: { value: 0, label: 'No Account' },
  Active: { value: 1, label: 'Active' },
  Disconnected: { value: 2, label: 'Disconnected' },
} as const;

export const METER_SHAPE = {
  Round: { value: 0, label: 'Round' },
  Square: { value: 1, label: 'Square' },
} as const;

export const METER_READING_REMARK = {
  StopMeter: { value: 0, label: 'Stop Meter' },
  NewConnection: { value: 1, label: 'New Connection' },
  ChangeMeter: { value: 2, label: 'Change Meter' },
  TransferMeter: { value: 3, label: 'Transfer Meter' },
  BlurredMeter: { value: 4, label: 'Blurred Meter' },
  ClosedGate: { value: 5, label: 'Closed Gate' },
  Disconnected: { value: 6, label: 'Disconnected' },
  WrongEncode: { value: 7, label: 'Wrong Encode' },
  ReSequence: { value: 8, label: 'Re-Sequence' },
  NoOccupant: { value: 9, label: 'No Occupant' },
  Others: { value: 10, label: 'Others' },
  NoCover: { value: 11, label: 'No Cover' },
} as const;

/** Remarks that explain a present reading below the previous one: a new meter started over. */
export const METER_RESTART_REMARKS: readonly number[] = [
  METER_READING_REMARK.NewConnection.value,
  METER_READING_REMARK.ChangeMeter.value,
  METER_READING_REMARK.TransferMeter.value,
];

export const BRANCH_CODE = {
  SanJose: { value: 5, label: 'San Jose' },
  Magsaysay: { value: 10, label: 'Magsaysay' },
  Rizal: { value: 15, label: 'Rizal' },
  Calintaan: { value: 20, label: 'Calintaan' },
  Sablayan: { value: 25, label: 'Sablayan' },
  Mamburao: { value: 30, label: 'Mamburao' },
  Paluan: { value: 35, label: 'Paluan' },
  StaCruz: { value: 40, label: 'Sta. Cruz' },
  Abra: { value: 45, label: 'Abra de Ilog' },
} as const;

/** SPEC.md's town list (service addresses). */
export const TOWNS = [
  'San Jose',
  'Magsaysay',
  'Rizal',
  'Calintaan',
  'Sablayan',
  'Mamburao',
  'Sta. Cruz',
  'Abra de Ilog',
  'Paluan',
] as const;

export const RATE_UNITS = ['kWh', 'customer', 'meter', 'kW', 'percent'] as const;
export type RateUnit = (typeof RATE_UNITS)[number];

// Statuses and kinds stored as text, by name (BillStatus.Posted, never 'Posted'); the lists feed
// the schemas and filters.
export const BillMonthStatus = { Open: 'Open', Closed: 'Closed' } as const;
export type BillMonthStatus = (typeof BillMonthStatus)[keyof typeof BillMonthStatus];
export const BILL_MONTH_STATUSES = [BillMonthStatus.Open, BillMonthStatus.Closed] as const;

export const BillStatus = { Posted: 'Posted', Adjusted: 'Adjusted', Cancelled: 'Cancelled' } as const;
export type BillStatus = (typeof BillStatus)[keyof typeof BillStatus];
export const BILL_STATUSES = [BillStatus.Posted, BillStatus.Adjusted, BillStatus.Cancelled] as const;

/** A regular bill, or the corrected bill an approved adjustment posts. */
export const BillKind = { Regular: 'Regular', Corrected: 'Corrected' } as const;
export type BillKind = (typeof BillKind)[keyof typeof BillKind];
export const BILL_KINDS = [BillKind.Regular, BillKind.Corrected] as const;

/** A cancellation or adjustment request, as the approval engine moves it. */
export const RequestStatus = {
  Pending: 'Pending',
  Approved: 'Approved',
  Rejected: 'Rejected',
  Withdrawn: 'Withdrawn',
} as const;
export type RequestStatus = (typeof RequestStatus)[keyof typeof RequestStatus];
export const CANCELLATION_STATUSES = [
  RequestStatus.Pending,
  RequestStatus.Approved,
  RequestStatus.Rejected,
  RequestStatus.Withdrawn,
] as const;
/** Bill adjustment requests go through the same approval as cancellations. */
export const ADJUSTMENT_STATUSES = CANCELLATION_STATUSES;

export const LedgerKind = {
  Bill: 'Bill',
  AdjustmentReversal: 'AdjustmentReversal',
  AdjustmentCorrection: 'AdjustmentCorrection',
  Cancellation: 'Cancellation',
  Payment: 'Payment',
} as const;
export type LedgerKind = (typeof LedgerKind)[keyof typeof LedgerKind];
export const LEDGER_KINDS = [
  LedgerKind.Bill,
  LedgerKind.AdjustmentReversal,
  LedgerKind.AdjustmentCorrection,
  LedgerKind.Cancellation,
  LedgerKind.Payment,
] as const;
