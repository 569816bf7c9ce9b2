// Who may use HR's employee records. The ISD/HR menu is the Employee role's (SPEC.md section 6);
// payroll and leave staff read the records their own screens need.
import type { Role } from '@ilaw/contracts/roles';

/** Edit employee records, family, attachments, histories and salaries. */
export const HR_WRITERS: [Role, ...Role[]] = ['Employee'];
/** Read employee records and photos. */
export const HR_READERS: [Role, ...Role[]] = ['Employee', 'Payroll', 'LeaveLedger'];
/** Read salaries and employment histories. */
export const PAY_READERS: [Role, ...Role[]] = ['Employee', 'Payroll'];
