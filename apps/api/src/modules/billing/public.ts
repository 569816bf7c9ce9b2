// What other modules may use of billing (decision 006): collection reads consumers and their
// unpaid bills and posts payments to the consumer ledger.
export {
  billLabels,
  billingConsumerById,
  findBillingConsumers,
  openBillsOf,
  type BillingConsumer,
  type OpenBill,
} from './ledger/open-bills.ts';
export { postPaymentToLedger, reversePaymentOnLedger, type LedgerPayment } from './ledger/post-payment.ts';
