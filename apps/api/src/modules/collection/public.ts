// What other modules may use of collection (decision 006). Payment channels (uploads, EBS online)
// post through the same function as the teller's window: docs/decisions/050.
export { postPayment, type PaymentInput, type PaymentSource, type PostedPayment } from './payments/post-payment.ts';
export { loadPayment } from './payments/payment-queries.ts';
export { loadAccount } from './accounts/account-queries.ts';
export { postAdvanceImport, undoAdvanceImport } from './advances/import-advances.ts';
export { onPaymentPosted, type PaymentPosted, type PaymentPostedOptions } from './payments/payments-posted.ts';
export { CONSUMER_LOCK } from './payments/post-payment.ts';
export {
  issueNonPowerBill,
  paidNonPowerBills,
  RECONNECTION_FEE_TYPE,
  type IssuedNonPowerBill,
} from './non-power/issue-non-power-bill.ts';
export {
  billNonPower,
  nonPowerBillsByIds,
  type NonPowerBillInput,
  type NonPowerBillLineInput,
} from './non-power/bill-non-power.ts';
export { onNonPowerBillsSettled, type NonPowerBillsSettled } from './non-power/non-power-settled.ts';
