// Work schedules, assignments, holidays, biometric devices and log imports.
import { z } from 'zod';
import { endpoint, idParam, isoDate, pagedOf, pagingQuery } from '../http.ts';
import { integer, id as recordId } from '../primitives.ts';
import { cleanString } from '../validation.ts';
import { biometricLogSchema, punchTime, scheduleAssignmentSchema, workScheduleSchema } from './dtr.ts';

const id = recordId();
const required = 'This field is required.';

export const workScheduleFieldsSchema = z
  .object({
    name: cleanString().trim().min(1, required).max(100),
    isContinuous: z.boolean().default(false),
    amIn: punchTime,
    amOut: punchTime.nullable().default(null),
    pmIn: punchTime.nullable().default(null),
    pmOut: punchTime,
    graceMinutes: integer(0, 120),
    workingDays: z
      .string()
      .regex(/^[1-7]{1,7}$/, 'Working days are ISO weekday digits, e.g. 12345 for Monday to Friday.'),
    isActive: z.boolean().default(true),
  })
  .superRefine((v, ctx) => {
    if (v.isContinuous) {
      if (v.amIn >= v.pmOut)
        ctx.addIssue({ code: 'custom', path: ['pmOut'], message: 'Time out must be after time in.' });
      return;
    }
    if (!v.amOut) ctx.addIssue({ code: 'custom', path: ['amOut'], message: required });
    if (!v.pmIn) ctx.addIssue({ code: 'custom', path: ['pmIn'], message: required });
    if (v.amOut && v.pmIn && !(v.amIn < v.amOut && v.amOut <= v.pmIn && v.pmIn < v.pmOut)) {
      ctx.addIssue({
        code: 'custom',
        path: ['generalErrors'],
        message: 'Times must run AM in < AM out <= PM in < PM out.',
      });
    }
  });

export const workScheduleOptionsEndpoint = endpoint({
  method: 'GET',
  path: '/api/options/WorkSchedules',
  summary: 'Active work schedules for pickers.',
  response: z.array(workScheduleSchema),
});

export const listWorkSchedulesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/work-schedules',
  summary: 'All work schedules.',
  response: z.array(workScheduleSchema),
});

export const createWorkScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/work-schedules',
  summary: 'Add a work schedule.',
  body: workScheduleFieldsSchema,
  response: workScheduleSchema,
});

export const updateWorkScheduleEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/work-schedules/{id}',
  summary: 'Edit a work schedule (days already computed keep their figures until computed again).',
  params: idParam,
  body: workScheduleFieldsSchema,
  response: workScheduleSchema,
});

export const assignScheduleBody = z.object({ employeeId: id, workScheduleId: id, effectiveFrom: isoDate });

export const listScheduleAssignmentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/work-schedule-assignments',
  summary: 'Schedule assignments, optionally of one employee.',
  query: z.object({ employeeId: id.optional() }),
  response: z.array(scheduleAssignmentSchema),
});

export const assignScheduleEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/work-schedule-assignments',
  summary: "Assign a schedule from a date; the employee's open assignment ends the day before.",
  body: assignScheduleBody,
  response: scheduleAssignmentSchema,
});

export const holidaySchema = z.object({
  id: z.number().int(),
  holidayDate: z.string(),
  name: z.string(),
  kind: z.enum(['Regular', 'SpecialNonWorking']),
});

export const listHolidaysEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/holidays',
  summary: 'The holiday calendar of a year.',
  query: z.object({ year: integer(2000, 2100) }),
  response: z.array(holidaySchema),
});

export const holidayFieldsSchema = z.object({
  holidayDate: isoDate,
  name: cleanString().trim().min(1, required).max(100),
  kind: z.enum(['Regular', 'SpecialNonWorking']),
});

export const createHolidayEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/holidays',
  summary: 'Add a holiday (regular or special non-working).',
  body: holidayFieldsSchema,
  response: holidaySchema,
});

export const deleteHolidayEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/isd/hr/holidays/{id}',
  summary: 'Remove a holiday (compute the affected days again).',
  params: idParam,
});

export const biometricDeviceSchema = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  isActive: z.boolean(),
  lastSeenAt: z.string().nullable(),
  /** Address of the last accepted push. */
  lastIp: z.string().nullable(),
  /** Whether pushes must carry the device's push key (shown once when generated). */
  hasPushKey: z.boolean(),
  pushKeySetAt: z.string().nullable(),
  /** IPs and CIDR ranges the device may push from; empty: any address (with the key). */
  allowedAddresses: z.array(z.string()),
});
export type BiometricDevice = z.infer<typeof biometricDeviceSchema>;

export const listDevicesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/biometric-devices',
  summary:
    'Registered biometric devices. Only an active device may push, and only with its push key and/or from its allowed addresses.',
  response: z.array(biometricDeviceSchema),
});

export const DEVICE_ADDRESS_MESSAGE = 'Enter an IP address (192.168.1.20) or a range (192.168.1.0/24).';
const isAddress = (v: string) =>
  [z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()].some((format) => format.safeParse(v).success);
/** One allowed address of a device: an IPv4 or IPv6 address, or a CIDR range. */
export const deviceAddress = cleanString()
  .trim()
  .max(50, DEVICE_ADDRESS_MESSAGE)
  .refine(isAddress, DEVICE_ADDRESS_MESSAGE);

export const deviceFields = z.object({
  serialNumber: z
    .string()
    .trim()
    .min(1, required)
    .max(50)
    .regex(/^[A-Za-z0-9_-]+$/, 'Letters, digits, - and _ only.'),
  name: cleanString().trim().min(1, required).max(100),
  location: cleanString().trim().max(100).nullable().default(null),
  isActive: z.boolean().default(true),
  allowedAddresses: z.array(deviceAddress).max(20, 'At most 20 addresses.').default([]),
});

export const createDeviceEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/biometric-devices',
  summary:
    'Register a biometric device by serial number, with the addresses it may push from; generate its push key next.',
  body: deviceFields,
  response: biometricDeviceSchema,
});

export const updateDeviceEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/isd/hr/biometric-devices/{id}',
  summary: 'Edit or deactivate a biometric device, or change the addresses it may push from.',
  params: idParam,
  body: deviceFields,
  response: biometricDeviceSchema,
});

export const devicePushKeySchema = z.object({
  device: biometricDeviceSchema,
  /** The new key, shown this once: only its hash is kept. */
  pushKey: z.string(),
  /** What to enter as the device's server address when it accepts a path (ADMS). */
  serverAddress: z.string(),
  /** The same key as a query parameter, for devices or proxies that add one to each request. */
  queryExample: z.string(),
});
export type DevicePushKey = z.infer<typeof devicePushKeySchema>;

export const createDevicePushKeyEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/biometric-devices/{id}/push-key',
  summary:
    "Generate the device's push key (replacing any earlier one, which stops working at once); the key is shown only in this answer.",
  params: idParam,
  response: devicePushKeySchema,
});

export const deleteDevicePushKeyEndpoint = endpoint({
  method: 'DELETE',
  path: '/api/v2/isd/hr/biometric-devices/{id}/push-key',
  summary: "Remove the device's push key: it is then accepted from its allowed addresses only.",
  params: idParam,
  response: biometricDeviceSchema,
});

export const importDeviceSerial = z
  .string()
  .trim()
  .max(50)
  .regex(/^[A-Za-z0-9_-]*$/, 'Letters, digits, - and _ only.');

export const biometricImportSchema = z.object({
  id: z.number().int(),
  source: z.enum(['file', 'push']),
  deviceSerial: z.string(),
  fileName: z.string().nullable(),
  totalLines: z.number().int(),
  inserted: z.number().int(),
  duplicates: z.number().int(),
  unknownUserIds: z.array(z.string()),
  rejectedLines: z.array(z.object({ line: z.number().int(), reason: z.string() })),
  createdAt: z.string(),
});
export type BiometricImport = z.infer<typeof biometricImportSchema>;

export const importLogsBody = z.object({ deviceSerial: importDeviceSerial.default('') });

export const importLogsEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/biometric-logs/import',
  summary:
    'Upload a ZKTeco attendance export (tab-separated: user ID, timestamp, verify mode, in/out state, work code) or a CSV with a header row. Idempotent per device, user and timestamp.',
  // multipart/form-data: the file in 'file', and the device's serial number when known.
  multipart: true,
  body: importLogsBody,
  response: biometricImportSchema,
});

export const listImportsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/biometric-logs/imports',
  summary: 'Log imports and pushes, newest first, with unknown biometric IDs and rejected lines.',
  query: pagingQuery,
  response: pagedOf(biometricImportSchema),
});

export const employeeBiometricLogsEndpoint = endpoint({
  method: 'GET',
  path: '/api/isd/hr/Employees/{employeeId}/BiometricLogs',
  summary: "Paged biometric logs of one employee (HR employee page's tab), newest first.",
  params: z.object({ employeeId: id }),
  query: pagingQuery.extend({ from: isoDate.optional(), to: isoDate.optional() }),
  response: pagedOf(biometricLogSchema),
});
