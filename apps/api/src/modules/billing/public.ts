// What billing offers other modules (decision 006); nothing else in this folder may be imported
// from outside it. Collection reads consumers and their unpaid bills and posts payments to the
// consumer ledger.
export { consumerByAccount } from './consumers/consumer-queries.ts';
export { loadBill } from './bills/bill-queries.ts';
export {
  billLabels,
  billingConsumerById,
  findBillingConsumers,
  openBillsOf,
  type BillingConsumer,
  type OpenBill,
} from './ledger/open-bills.ts';
export {
  postPaymentToLedger,
  postPaymentsToLedger,
  reversePaymentOnLedger,
  type LedgerPayment,
} from './ledger/post-payment.ts';
export {
  consumerIdsByAccountNo,
  postedBillsOfPeriods,
  billVatBases,
  billVatTotals,
  standingBillsByIds,
  type BillState,
} from './ledger/bills-of-periods.ts';
export { onBillsPosted, type BillsPosted } from './ledger/bills-posted.ts';
export { consumersServed } from './consumers/consumers-served.ts';
export { kwhBilledInPeriod } from './bills/kwh-billed.ts';
export { postConsumerImport, undoConsumerImport } from './golive/import-consumers.ts';
export { postLastReadingImport, undoLastReadingImport } from './golive/import-last-readings.ts';
export { postOpeningBalanceImport, undoOpeningBalanceImport } from './golive/import-opening-balances.ts';
export { requestMeterErrorAdjustment, type MeterErrorAdjustment } from './adjustments/request-adjustment.ts';
export {
  provideArrearsExtras,
  type ArrearsBillFacts,
  type ArrearsExtras,
  type ArrearsExtrasProvider,
} from './arrears/arrears-extras.ts';
export { consumerMapSource, type ConsumerMapFilters } from './meter-locations/consumer-map-source.ts';
export { METER_LOCATION_READERS } from './meter-locations/meter-location-queries.ts';
export { checkNewAccount, openConnectedAccount } from './consumers/connect-consumer.ts';
export { setLifelinerTag } from './consumers/lifeliner-tag.ts';
export { fieldOrdersOfConsumer, type ConsumerFieldOrder } from './field-orders/consumer-field-orders.ts';
