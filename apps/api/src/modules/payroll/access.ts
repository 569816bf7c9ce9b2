// Who may use payroll: the Payroll role (SPEC.md section 6, Payroll Management).
import type { Role } from '@ilaw/contracts/roles';

export const PAYROLL_STAFF: [Role, ...Role[]] = ['Payroll'];
