// Who may do what in collection (docs/decisions/050-collection-tellers-and-payments.md).
import { anyRole, SIGNED_IN } from '../../platform/http/access.ts';

/** Tellers and receipt printers are administration. */
export const TELLER_ADMIN = anyRole('Admin');
export const TELLER_READERS = anyRole('Admin', 'Cashier', 'Manager');
/** OR ranges are handed out by the cashier (DOMAIN.md 2.3 item 1) or the administrator. */
export const OR_SERIES_WRITERS = anyRole('Admin', 'Cashier');
export const TELLER = anyRole('Teller');
export const CASHIER = anyRole('Cashier');
/** A consumer's unpaid bills and advance balance at a window. */
export const ACCOUNT_READERS = anyRole('Teller', 'Cashier', 'UseAdvancePayment');
/** Finding a consumer by account, name or meter serial; also for billing a non-power bill to them. */
export const ACCOUNT_FINDERS = anyRole('Teller', 'Cashier', 'UseAdvancePayment', 'NonPowerBill');
/** Payments and DCRs: a teller sees their own (checked in the handler), the cashier and manager all. */
export const COLLECTION_READERS = anyRole('Teller', 'Cashier', 'Manager');
/** SPEC.md's menu shows Advance Payment to everyone signed in. */
export const ADVANCE_READERS = SIGNED_IN;
export const ADVANCE_USERS = anyRole('UseAdvancePayment');
export const NON_POWER_WRITERS = anyRole('NonPowerBill');
export const NON_POWER_READERS = anyRole('NonPowerBill', 'Teller', 'Cashier');
/** Surcharge rules and the GL chart: the board's configuration, kept by the manager. */
export const CONFIG_WRITERS = anyRole('Manager', 'Admin');
export const CONFIG_READERS = anyRole('Manager', 'Admin', 'Cashier', 'Teller');
export const SUMMARY_READERS = anyRole('Manager');

/** Roles that see every teller's payments and days, not only their own. */
export const ALL_TELLERS_ROLES = ['Cashier', 'Manager'] as const;
/** Payment channel uploads (SPEC.md menu: Online Payment Collection [UploadCollection]). */
export const UPLOADERS = anyRole('UploadCollection');
export const UPLOAD_READERS = anyRole('UploadCollection', 'Cashier', 'Manager');
