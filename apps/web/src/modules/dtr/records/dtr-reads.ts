// The GET endpoints that show computed days: what a computation, a manual input, an upload or a
// decided correction refreshes.
import { departmentCorrectionRequestsEndpoint } from '@ilaw/contracts/dtr/correction-requests/list-department-correction-requests';
import { departmentGetDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtr';
import { departmentRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-department-dtrs';
import { hrDtrByDepartmentEndpoint } from '@ilaw/contracts/dtr/records/get-department-employee-dtrs';
import { hrDtrDepartmentsEndpoint } from '@ilaw/contracts/dtr/department-summaries/list-department-summaries';
import { hrLogsEndpoint } from '@ilaw/contracts/dtr/logs/get-employee-logs';
import { hrRangedDtrEndpoint } from '@ilaw/contracts/dtr/records/get-employee-dtr';

export const HR_DTR_READS = [hrRangedDtrEndpoint, hrDtrByDepartmentEndpoint, hrDtrDepartmentsEndpoint] as const;

/** After an upload the logs change too. */
export const HR_LOG_READS = [...HR_DTR_READS, hrLogsEndpoint] as const;

export const DEPARTMENT_DTR_READS = [
  departmentCorrectionRequestsEndpoint,
  departmentGetDtrEndpoint,
  departmentRangedDtrEndpoint,
] as const;
