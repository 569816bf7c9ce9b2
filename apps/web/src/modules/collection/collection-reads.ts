// The reads a collection posting changes (decision 015): payments, accounts, days and their DCRs.
import { getAccountEndpoint } from '@ilaw/contracts/collection/accounts/get-account';
import { getAdvanceAccountEndpoint } from '@ilaw/contracts/collection/advances/get-advance-account';
import { listPaymentCancellationsEndpoint } from '@ilaw/contracts/collection/payment-cancellations/list-payment-cancellations';
import { getPaymentEndpoint } from '@ilaw/contracts/collection/payments/get-payment';
import { listPaymentsEndpoint } from '@ilaw/contracts/collection/payments/list-payments';
import { getTellerAuthorizationEndpoint } from '@ilaw/contracts/collection/teller-authorization/get-teller-authorization';
import { getTellerDayEndpoint } from '@ilaw/contracts/collection/teller-days/get-teller-day';
import { listTellerDaysEndpoint } from '@ilaw/contracts/collection/teller-days/list-teller-days';

export const COLLECTION_READS = [
  getTellerAuthorizationEndpoint,
  getAccountEndpoint,
  getAdvanceAccountEndpoint,
  listPaymentsEndpoint,
  getPaymentEndpoint,
  listTellerDaysEndpoint,
  getTellerDayEndpoint,
  listPaymentCancellationsEndpoint,
];
