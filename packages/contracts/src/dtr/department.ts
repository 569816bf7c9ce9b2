// Daily time records, department view: a DepartmentDtrMonitoring user sees their own department;
// HR (role Employee) may name any department.
import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../http.ts';
import { integer, id as recordId } from '../primitives.ts';
import { cleanString } from '../validation.ts';
import {
  biometricLogSchema,
  computeResultSchema,
  correctionRequestSchema,
  dailyTimeRecordSchema,
  employeeBriefSchema,
  employeeDtrSchema,
  periodFields,
  withPeriod,
  workSchedulesViewSchema,
} from './dtr.ts';

const id = recordId();
const departmentFilter = z.object({ departmentId: id.optional() });
const periodShape = z.object(periodFields);

export const departmentDtrListEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords',
  summary: 'Paged daily time records of the department for a period (employee and date order).',
  query: withPeriod(
    pagingQuery.extend(periodFields).extend({ employeeId: id.optional(), departmentId: id.optional() }),
  ),
  response: pagedOf(dailyTimeRecordSchema),
});

export const departmentEmployeesEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetEmployeeByDepartment',
  summary: 'Employees of the department.',
  query: departmentFilter,
  response: z.array(employeeBriefSchema),
});

export const departmentBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/BiometricLogs',
  summary: 'Paged biometric logs of the department for a period.',
  query: withPeriod(
    pagingQuery.extend(periodFields).extend({ employeeId: id.optional(), departmentId: id.optional() }),
  ),
  response: pagedOf(biometricLogSchema),
});

export const departmentGetDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetDtr',
  summary: "One employee's daily time record for a period.",
  query: withPeriod(periodShape.extend({ employeeId: id })),
  response: employeeDtrSchema,
});

export const departmentWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetWorkSchedules',
  summary: 'Work schedules and the assignments of the department employees.',
  query: departmentFilter,
  response: workSchedulesViewSchema,
});

export const departmentLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetLogs',
  summary: "One employee's biometric logs for a period.",
  query: withPeriod(periodShape.extend({ employeeId: id })),
  response: z.array(biometricLogSchema),
});

export const departmentRangedDtrEndpoint = endpoint({
  method: 'GET',
  path: '/api/departments/DailyTimeRecords/GetRangedEmployeeDtr',
  summary: "Every department employee's daily time record for a period (for printing).",
  query: withPeriod(periodShape.extend({ departmentId: id.optional(), employeeId: id.optional() })),
  response: z.array(employeeDtrSchema),
});

export const departmentComputeEndpoint = endpoint({
  method: 'PUT',
  path: '/api/departments/DailyTimeRecords/ComputeDailyTimeRecord',
  summary: 'Compute the daily time records of the department (or one employee) for a period from the logs.',
  body: withPeriod(periodShape.extend({ employeeId: id.optional(), departmentId: id.optional() })),
  response: computeResultSchema,
});

export const decideCorrectionBody = z.object({
  correctionRequestId: id,
  approve: z.boolean(),
  remarks: cleanString().trim().max(500).optional(),
});

export const departmentDecideCorrectionEndpoint = endpoint({
  method: 'PUT',
  path: '/api/departments/DailyTimeRecords/UpdateDailyTimeRecord',
  summary: "Approve or disapprove an employee's DTR correction request; approval applies it to the day.",
  body: decideCorrectionBody,
  response: correctionRequestSchema,
});

export const departmentCorrectionRequestsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/departments/daily-time-record/correction-requests',
  summary: 'DTR correction requests of the department (pending first).',
  query: z.object({ status: integer(0, 2).optional(), departmentId: id.optional() }),
  response: z.array(correctionRequestSchema),
});
