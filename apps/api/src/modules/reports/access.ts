// Compliance monitoring (SPEC.md: Compliance Monitoring [CoopReports], Template
// [CoopReportsAdmin]; SubmissionMonitoring watches the board; a department's
// DepartmentReportUploader submits that department's reports).
import type { Role } from '@ilaw/contracts/roles';
import { anyRole } from '../../platform/http/access.ts';
import { hasRole, type SessionUser } from '../../platform/http/context.ts';

export const REPORT_READER_ROLES: [Role, ...Role[]] = [
  'CoopReports',
  'CoopReportsAdmin',
  'SubmissionMonitoring',
  'DepartmentReportUploader',
];
export const REPORT_READERS = anyRole(...REPORT_READER_ROLES);
export const REPORT_ADMIN = anyRole('CoopReportsAdmin');
export const REPORT_SUBMITTERS = anyRole('CoopReports', 'CoopReportsAdmin', 'DepartmentReportUploader');

/** Sees every department's reports (else only their own department's). */
export function seesAllReports(user: SessionUser): boolean {
  return hasRole(user, 'CoopReports', 'CoopReportsAdmin', 'SubmissionMonitoring');
}

/** Submits for any department (CPD's report staff) or for their own (the department's uploader). */
export function maySubmit(user: SessionUser, userDepartmentId: number | null, templateDepartmentId: number): boolean {
  if (hasRole(user, 'CoopReports', 'CoopReportsAdmin')) return true;
  return hasRole(user, 'DepartmentReportUploader') && userDepartmentId === templateDepartmentId;
}
