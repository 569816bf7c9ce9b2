// Daily time records, HR view (role Employee: everyone); manual edits need DtrManualInput.
import { z } from 'zod';
import { endpoint, isoDate, pagedOf, pagingQuery } from '../http.ts';
import { id as recordId, searchText } from '../primitives.ts';
import { cleanString } from '../validation.ts';
import {
  biometricLogSchema,
  computeResultSchema,
  dailyTimeRecordSchema,
  employeeDtrSchema,
  periodFields,
  punchEditFields,
  withPeriod,
  workSchedulesViewSchema,
} from './dtr.ts';

const id = recordId();
const period = z.object(periodFields);

export const hrDtrListEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord',
  summary: 'Paged daily time records of every employee for a period, with department, employee and search filters.',
  query: withPeriod(
    pagingQuery.extend(periodFields).extend({
      departmentId: id.optional(),
      employeeId: id.optional(),
      search: searchText(100).optional(),
    }),
  ),
  response: pagedOf(dailyTimeRecordSchema),
});

export const hrAllEmployeeDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetAllEmployeeDtr',
  summary: "Every active employee's daily time record for a period (print-all).",
  query: withPeriod(period),
  response: z.array(employeeDtrSchema),
});

export const hrDtrByDepartmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetEmployeeDtrByDepartment',
  summary: "A department's daily time records for a period (print-department).",
  query: withPeriod(period.extend({ departmentId: id })),
  response: z.array(employeeDtrSchema),
});

export const hrLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetLogs',
  summary: "One employee's biometric logs for a period.",
  query: withPeriod(period.extend({ employeeId: id })),
  response: z.array(biometricLogSchema),
});

export const hrRangedDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetRangedEmployeeDtr',
  summary: "One employee's daily time record for a period (print-range).",
  query: withPeriod(period.extend({ employeeId: id })),
  response: employeeDtrSchema,
});

export const hrWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/GetWorkSchedules',
  summary: 'Work schedules and assignments (all, or one employee).',
  query: z.object({ employeeId: id.optional() }),
  response: workSchedulesViewSchema,
});

export const hrManualEditBody = punchEditFields.extend({
  employeeId: id,
  recordDate: isoDate,
  isTravel: z.boolean().optional(),
  overtimeAuthorized: z.boolean().optional(),
  reason: cleanString().trim().min(1, 'This field is required.').max(500),
});

export const hrManualEditEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/UpdateDailyTimeRecord',
  summary: 'Manual edit of one day (kept beside the logs, with who and why).',
  body: hrManualEditBody,
  response: dailyTimeRecordSchema,
});

export const hrComputeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/ComputeDailyTimeRecord',
  summary: 'Compute daily time records for a period (everyone, a department or one employee).',
  body: withPeriod(period.extend({ departmentId: id.optional(), employeeId: id.optional() })),
  response: computeResultSchema,
});

export const hrArrangeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/isd/hr/EmployeeDailyTimeRecord/Arrange',
  summary: "Re-arrange one employee's logs into AM/PM in and out for a period and save the days.",
  body: withPeriod(period.extend({ employeeId: id })),
  response: z.object({ records: z.array(dailyTimeRecordSchema) }),
});

export const hrDtrDepartmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/daily-time-record/departments',
  summary: 'Departments with their employee count and period totals.',
  query: withPeriod(period),
  response: z.array(
    z.object({
      departmentId: z.number().int(),
      code: z.string(),
      name: z.string(),
      employees: z.number().int(),
      tardyMinutes: z.number().int(),
      undertimeMinutes: z.number().int(),
      absentDays: z.string(),
    }),
  ),
});

export const hrDtrSummaryExportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/daily-time-record/departments/summary',
  summary:
    'Department summary of a period as .xlsx (one sheet per department, a row per employee). A DepartmentDtrMonitoring user gets their own department only.',
  query: withPeriod(period.extend({ departmentId: id.optional() })),
  download: true,
});

export const hrManualInputReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/daily-time-record/departments/manual-input/summary/report',
  summary: 'Manual DTR edits of a period as .xlsx (who, when, why, old and new punches).',
  query: withPeriod(period.extend({ departmentId: id.optional() })),
  download: true,
});
