// The GET endpoints that show computed days: what a computation, a manual input, an upload or a
// decided correction refreshes.
import {
  departmentCorrectionRequestsEndpoint,
  departmentGetDtrEndpoint,
  departmentRangedDtrEndpoint,
} from '@ilaw/contracts/dtr/department';
import {
  hrDtrByDepartmentEndpoint,
  hrDtrDepartmentsEndpoint,
  hrLogsEndpoint,
  hrRangedDtrEndpoint,
} from '@ilaw/contracts/dtr/hr';

export const HR_DTR_READS = [hrRangedDtrEndpoint, hrDtrByDepartmentEndpoint, hrDtrDepartmentsEndpoint] as const;

/** After an upload the logs change too. */
export const HR_LOG_READS = [...HR_DTR_READS, hrLogsEndpoint] as const;

export const DEPARTMENT_DTR_READS = [
  departmentCorrectionRequestsEndpoint,
  departmentGetDtrEndpoint,
  departmentRangedDtrEndpoint,
] as const;
