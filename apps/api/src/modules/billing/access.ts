// Who may do what in billing (docs/decisions/049-billing-access.md).
import { anyRole } from '../../platform/http/access.ts';

/** Reading billing data: consumers, routes, bill months, rates, bills, ledger. */
export const BILLING_VIEW = anyRole(
  'BillingReport',
  'BillingTransactions',
  'BillingEncoder',
  'BillCancellationApprover',
  'MeterReader',
  'Teller',
  'Cashier',
  'Admin',
);
/** Master data and rates, computation, adjustments, reports. */
export const BILLING_MASTER = anyRole('BillingReport');
export const BILLING_COMPUTE = anyRole('BillingReport', 'Admin');
export const BILLING_REPORTS = anyRole('BillingReport');
/** Reading files: extract and upload. */
export const READING_FILES = anyRole('BillingTransactions', 'BillingEncoder');
/** Keyboard reading entry down a route. */
export const READING_ENTRY = anyRole('BillingTransactions', 'BillingEncoder', 'MeterReader');
export const CANCELLATION_REQUEST = anyRole('BillingTransactions');
export const CANCELLATION_DECIDE = anyRole('BillCancellationApprover');
/** Who decides adjustments: the engine's chain (by default holders of BillCancellationApprover). */
export const ADJUSTMENT_DECIDE = anyRole('BillCancellationApprover', 'BillingReport');
export const BILLING_ADMIN = anyRole('Admin');
/** Ledger > EBS Arrears (SPEC.md: BillingTransactions), and who chases arrears. */
export const ARREARS_VIEW = anyRole('BillingTransactions', 'BillingReport', 'Cashier', 'Admin');
/** Meter Disconnection (SPEC.md menu [MeterDisconnection]): the list, notices, orders, crews (decision 111). */
export const DISCONNECTION_VIEW = anyRole('MeterDisconnection', 'BillingTransactions', 'BillingReport', 'Admin');
export const DISCONNECTION_WORK = anyRole('MeterDisconnection');
/** Executing an order in the field: the crew's phone (MobileApp) or the disconnection staff. */
export const FIELD_ORDER_EXECUTE = anyRole('MeterDisconnection', 'MobileApp');
/** The threshold is master data. */
export const DISCONNECTION_SETTINGS = anyRole('BillingReport', 'Admin');
/** Field findings: recorded by readers and crews, read and reviewed in the office. */
export const FINDING_RECORD = anyRole('MeterReader', 'MeterDisconnection', 'MobileApp', 'BillingTransactions');
export const FINDING_VIEW = anyRole(
  'MeterReader',
  'MeterDisconnection',
  'MobileApp',
  'BillingTransactions',
  'BillingReport',
  'Admin',
);
export const FINDING_REVIEW = anyRole('BillingTransactions', 'BillingReport');
/** Field photos: whoever sees disconnections or findings. */
export const FIELD_PHOTO_VIEW = anyRole(
  'MeterDisconnection',
  'MeterReader',
  'MobileApp',
  'BillingTransactions',
  'BillingReport',
  'Admin',
);

/** Either access (both role lists). */
export function anyRoleOf(...accesses: ReturnType<typeof anyRole>[]): ReturnType<typeof anyRole> {
  const roles = accesses.flatMap((a) => (a.kind === 'roles' ? [...a.roles] : []));
  return anyRole(roles[0]!, ...roles.slice(1));
}
