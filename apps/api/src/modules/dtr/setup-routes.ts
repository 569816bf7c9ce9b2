// Work schedules, assignments, holidays, devices and log file imports (HR, role Employee).
import { createHash } from 'node:crypto';
import { assignScheduleEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/assign-schedule';
import { createDeviceEndpoint } from '@ilaw/contracts/dtr/devices/create-device';
import { createDevicePushKeyEndpoint } from '@ilaw/contracts/dtr/devices/create-device-push-key';
import { deleteDevicePushKeyEndpoint } from '@ilaw/contracts/dtr/devices/delete-device-push-key';
import { type BiometricDevice } from '@ilaw/contracts/dtr/devices/biometric-device';
import { createHolidayEndpoint } from '@ilaw/contracts/dtr/holidays/create-holiday';
import { createWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/create-work-schedule';
import { deleteHolidayEndpoint } from '@ilaw/contracts/dtr/holidays/delete-holiday';
import { employeeBiometricLogsEndpoint } from '@ilaw/contracts/dtr/logs/list-employee-biometric-logs';
import { importLogsEndpoint } from '@ilaw/contracts/dtr/log-imports/import-logs';
import { listDevicesEndpoint } from '@ilaw/contracts/dtr/devices/list-devices';
import { listHolidaysEndpoint } from '@ilaw/contracts/dtr/holidays/list-holidays';
import { listImportsEndpoint } from '@ilaw/contracts/dtr/log-imports/list-log-imports';
import { listScheduleAssignmentsEndpoint } from '@ilaw/contracts/dtr/schedule-assignments/list-schedule-assignments';
import { listWorkSchedulesEndpoint } from '@ilaw/contracts/dtr/work-schedules/list-work-schedules';
import { updateDeviceEndpoint } from '@ilaw/contracts/dtr/devices/update-device';
import { updateWorkScheduleEndpoint } from '@ilaw/contracts/dtr/work-schedules/update-work-schedule';
import { workScheduleOptionsEndpoint } from '@ilaw/contracts/dtr/work-schedules/list-work-schedule-options';
import { sql, type Kysely, type Selectable, type Updateable } from 'kysely';
import { diff, recordAudit } from '../../platform/audit/audit-trail.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { Actor } from '../../platform/http/context.ts';
import { paginate } from '../../platform/db/paging.ts';
import { anyRole, SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { claimIdempotencyKey, saveIdempotentResult } from '../../platform/idempotency/idempotency.ts';
import { duplicateToConflict } from '../../platform/posting/database-conflicts.ts';
import { lockSubject } from '../../platform/posting/subject-lock.ts';
import { conflict, fieldError, notFound, unsupportedMediaType } from '../../platform/http/errors.ts';
import { newPushKey, pushKeyHash } from './device-access.ts';
import { ingestLogs } from './ingest.ts';
import { parseLogFile } from './parse-logs.ts';
import { recomputeStoredDate, recomputeStoredDtr } from './recompute-stored.ts';
import { assignmentQuery, logQuery, toAssignment, toLog, toSchedule } from './queries.ts';

const HR = anyRole('Employee');
/** Logs uploaded without naming a device are kept under this pseudo-device. */
export const FILE_DEVICE = 'FILE-UPLOAD';
const LOG_FILE_SCOPE = 'dtr-log-file';

const holidayTaken = duplicateToConflict({
  constraint: 'holidays_holiday_date',
  message: 'There is already a holiday on this date.',
  field: 'holidayDate',
});

export const workScheduleOptions = defineRoute({
  endpoint: workScheduleOptionsEndpoint,
  access: SIGNED_IN,
  async handler({ db }) {
    return (
      await db.selectFrom('work_schedules').selectAll().where('is_active', '=', true).orderBy('name').execute()
    ).map(toSchedule);
  },
});

export const listWorkSchedules = defineRoute({
  endpoint: listWorkSchedulesEndpoint,
  access: HR,
  async handler({ db }) {
    return (await db.selectFrom('work_schedules').selectAll().orderBy('name').execute()).map(toSchedule);
  },
});

function scheduleValues(body: {
  name: string;
  isContinuous: boolean;
  amIn: string;
  amOut: string | null;
  pmIn: string | null;
  pmOut: string;
  graceMinutes: number;
  workingDays: string;
  isActive: boolean;
}) {
  return {
    name: body.name,
    is_continuous: body.isContinuous,
    am_in: body.amIn,
    am_out: body.isContinuous ? null : body.amOut,
    pm_in: body.isContinuous ? null : body.pmIn,
    pm_out: body.pmOut,
    grace_minutes: body.graceMinutes,
    working_days: [...new Set(body.workingDays.split(''))].sort().join(''),
    is_active: body.isActive,
  };
}

const SCHEDULE_TAKEN = 'A work schedule with this name already exists.';
const scheduleNameTaken = duplicateToConflict({
  constraint: 'work_schedules_name',
  message: SCHEDULE_TAKEN,
  field: 'name',
});

export const createWorkSchedule = defineRoute({
  endpoint: createWorkScheduleEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('work_schedules')
          .values(scheduleValues(body))
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'work-schedule',
          entityId: created.id,
          action: 'created',
          newValues: toSchedule(created),
        });
        return created;
      });
      reply.code(201);
      return toSchedule(row);
    } catch (err) {
      return scheduleNameTaken(err);
    }
  },
});

export const updateWorkSchedule = defineRoute({
  endpoint: updateWorkScheduleEndpoint,
  access: HR,
  async handler({ params, body, db, actor }) {
    try {
      return await db.transaction().execute(async (trx) => {
        const before = await trx
          .selectFrom('work_schedules')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!before) throw notFound('The work schedule was not found.');
        const after = await trx
          .updateTable('work_schedules')
          .set({ ...scheduleValues(body), updated_at: new Date() })
          .where('id', '=', params.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'work-schedule',
          entityId: params.id,
          action: 'updated',
          ...diff(toSchedule(before), toSchedule(after)),
        });
        return toSchedule(after);
      });
    } catch (err) {
      return scheduleNameTaken(err);
    }
  },
});

export const listScheduleAssignments = defineRoute({
  endpoint: listScheduleAssignmentsEndpoint,
  access: HR,
  async handler({ query, db }) {
    let q = assignmentQuery(db);
    if (query.employeeId) q = q.where('a.employee_id', '=', query.employeeId);
    return (await q.execute()).map(toAssignment);
  },
});

export const assignSchedule = defineRoute({
  endpoint: assignScheduleEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const employee = await trx
        .selectFrom('employees')
        .select('id')
        .where('id', '=', body.employeeId)
        .executeTakeFirst();
      if (!employee) throw fieldError('employeeId', 'The employee was not found.');
      // One employee's assignments follow each other: the check below then sees the one before.
      await lockSubject(trx, 'dtr-schedule-assignment', body.employeeId);
      const schedule = await trx
        .selectFrom('work_schedules')
        .select(['id', 'is_active'])
        .where('id', '=', body.workScheduleId)
        .executeTakeFirst();
      if (!schedule || !schedule.is_active) throw fieldError('workScheduleId', 'Choose an active work schedule.');
      const later = await trx
        .selectFrom('employee_work_schedules')
        .select('id')
        .where('employee_id', '=', body.employeeId)
        .where('effective_from', '>=', body.effectiveFrom)
        .executeTakeFirst();
      if (later) throw conflict('The employee already has an assignment from this date or later.', 'effectiveFrom');
      // The open assignment ends the day before the new one starts.
      await sql`
        UPDATE employee_work_schedules SET effective_to = ${body.effectiveFrom}::date - 1
        WHERE employee_id = ${body.employeeId} AND (effective_to IS NULL OR effective_to >= ${body.effectiveFrom}::date)`.execute(
        trx,
      );
      const row = await trx
        .insertInto('employee_work_schedules')
        .values({
          employee_id: body.employeeId,
          work_schedule_id: body.workScheduleId,
          effective_from: body.effectiveFrom,
          created_by: actor.userId,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Days already stored from that date on follow the new schedule at once.
      await recomputeStoredDtr(trx, body.employeeId, body.effectiveFrom, '9999-12-31');
      await recordAudit(trx, actor, {
        entityType: 'work-schedule-assignment',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return toAssignment(await assignmentQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow());
  },
});

const toHoliday = (h: { id: number; holiday_date: string; name: string; kind: 'Regular' | 'SpecialNonWorking' }) => ({
  id: h.id,
  holidayDate: h.holiday_date,
  name: h.name,
  kind: h.kind,
});

export const listHolidays = defineRoute({
  endpoint: listHolidaysEndpoint,
  access: SIGNED_IN,
  async handler({ query, db }) {
    const rows = await db
      .selectFrom('holidays')
      .selectAll()
      .where('holiday_date', '>=', `${query.year}-01-01`)
      .where('holiday_date', '<=', `${query.year}-12-31`)
      .orderBy('holiday_date')
      .execute();
    return rows.map(toHoliday);
  },
});

export const createHoliday = defineRoute({
  endpoint: createHolidayEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const h = await trx
          .insertInto('holidays')
          .values({ holiday_date: body.holidayDate, name: body.name, kind: body.kind })
          .returningAll()
          .executeTakeFirstOrThrow();
        // Days already stored on that date stop counting absences at once.
        await recomputeStoredDate(trx, h.holiday_date);
        await recordAudit(trx, actor, {
          entityType: 'holiday',
          entityId: h.id,
          action: 'created',
          newValues: toHoliday(h),
        });
        return h;
      });
      reply.code(201);
      return toHoliday(row);
    } catch (err) {
      return holidayTaken(err);
    }
  },
});

export const deleteHoliday = defineRoute({
  endpoint: deleteHolidayEndpoint,
  access: HR,
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const h = await trx.deleteFrom('holidays').where('id', '=', params.id).returningAll().executeTakeFirst();
      if (!h) throw notFound('The holiday was not found.');
      await recomputeStoredDate(trx, h.holiday_date);
      await recordAudit(trx, actor, {
        entityType: 'holiday',
        entityId: h.id,
        action: 'deleted',
        oldValues: toHoliday(h),
      });
    });
  },
});

type DeviceRow = Selectable<Database['biometric_devices']>;

const toDevice = (d: DeviceRow): BiometricDevice => ({
  id: d.id,
  serialNumber: d.serial_number,
  name: d.name,
  location: d.location,
  isActive: d.is_active,
  lastSeenAt: d.last_seen_at ? d.last_seen_at.toISOString() : null,
  lastIp: d.last_ip,
  hasPushKey: d.push_key_hash !== null,
  pushKeySetAt: d.push_key_set_at ? d.push_key_set_at.toISOString() : null,
  allowedAddresses: d.allowed_addresses,
});

/** Trimmed, without repeats, in the order given. */
const addressList = (addresses: string[]) => JSON.stringify([...new Set(addresses)]);

export const listDevices = defineRoute({
  endpoint: listDevicesEndpoint,
  access: HR,
  async handler({ db }) {
    return (await db.selectFrom('biometric_devices').selectAll().orderBy('name').execute()).map(toDevice);
  },
});

const DEVICE_TAKEN = 'A device with this serial number is already registered.';
const deviceTaken = duplicateToConflict({
  constraint: 'biometric_devices_serial_number',
  message: DEVICE_TAKEN,
  field: 'serialNumber',
});

export const createDevice = defineRoute({
  endpoint: createDeviceEndpoint,
  access: HR,
  async handler({ body, db, actor, reply }) {
    try {
      const row = await db.transaction().execute(async (trx) => {
        const d = await trx
          .insertInto('biometric_devices')
          .values({
            serial_number: body.serialNumber,
            name: body.name,
            location: body.location,
            is_active: body.isActive,
            allowed_addresses: addressList(body.allowedAddresses),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'biometric-device',
          entityId: d.id,
          action: 'created',
          newValues: toDevice(d),
        });
        return d;
      });
      reply.code(201);
      return toDevice(row);
    } catch (err) {
      return deviceTaken(err);
    }
  },
});

async function changeDevice(
  db: Kysely<Database>,
  actor: Actor,
  id: number,
  action: string,
  change: (before: DeviceRow) => Updateable<Database['biometric_devices']>,
): Promise<DeviceRow> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('biometric_devices')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!before) throw notFound('The device was not found.');
    const after = await trx
      .updateTable('biometric_devices')
      .set(change(before))
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await recordAudit(trx, actor, {
      entityType: 'biometric-device',
      entityId: id,
      action,
      ...diff(toDevice(before), toDevice(after)),
    });
    return after;
  });
}

export const updateDevice = defineRoute({
  endpoint: updateDeviceEndpoint,
  access: HR,
  async handler({ params, body, db, actor }) {
    try {
      const after = await changeDevice(db, actor, params.id, 'updated', () => ({
        serial_number: body.serialNumber,
        name: body.name,
        location: body.location,
        is_active: body.isActive,
        allowed_addresses: addressList(body.allowedAddresses),
      }));
      return toDevice(after);
    } catch (err) {
      return deviceTaken(err);
    }
  },
});

export const createDevicePushKey = defineRoute({
  endpoint: createDevicePushKeyEndpoint,
  access: HR,
  async handler({ params, db, actor, services }) {
    const pushKey = newPushKey();
    // The audit entry shows that the key changed (and when), never the key.
    const after = await changeDevice(db, actor, params.id, 'push-key-generated', () => ({
      push_key_hash: pushKeyHash(pushKey),
      push_key_set_at: new Date(),
    }));
    const base = services.config.publicUrl;
    return {
      device: toDevice(after),
      pushKey,
      serverAddress: `${base}/adms/${pushKey}`,
      queryExample: `${base}/iclock/cdata?SN=${encodeURIComponent(after.serial_number)}&key=${pushKey}`,
    };
  },
});

export const deleteDevicePushKey = defineRoute({
  endpoint: deleteDevicePushKeyEndpoint,
  access: HR,
  async handler({ params, db, actor }) {
    const after = await changeDevice(db, actor, params.id, 'push-key-removed', () => ({
      push_key_hash: null,
      push_key_set_at: null,
    }));
    return toDevice(after);
  },
});

function toImport(r: {
  id: number;
  source: 'file' | 'push';
  device_serial: string;
  file_name: string | null;
  total_lines: number;
  inserted: number;
  duplicates: number;
  unknown_user_ids: string[];
  rejected_lines: { line: number; reason: string }[];
  created_at: Date;
}) {
  return {
    id: r.id,
    source: r.source,
    deviceSerial: r.device_serial,
    fileName: r.file_name,
    totalLines: r.total_lines,
    inserted: r.inserted,
    duplicates: r.duplicates,
    unknownUserIds: r.unknown_user_ids,
    rejectedLines: r.rejected_lines,
    createdAt: r.created_at.toISOString(),
  };
}

export const importLogs = defineRoute({
  endpoint: importLogsEndpoint,
  access: HR,
  async handler({ body, db, actor, request, services, reply }) {
    // The platform's multipart reader has parsed the fields (body) and kept the file beside the request.
    const upload = request.uploadedFiles.find((f) => f.fieldName === 'file');
    if (!upload) throw fieldError('file', 'This field is required.');
    const file = { fileName: upload.fileName, bytes: upload.bytes };
    await services.files.check(file.bytes);
    if (file.bytes.includes(0))
      throw unsupportedMediaType('Upload the attendance log as a text file (tab-separated or CSV).');
    const parsed = parseLogFile(file.bytes.toString('utf8'));
    if ('headerError' in parsed) throw fieldError('file', parsed.headerError);
    if (parsed.totalLines === 0) throw fieldError('file', 'The file has no log lines.');
    const deviceSerial = body.deviceSerial || FILE_DEVICE;
    // The same file for the same device again (a double submit, a retry) is a replay: it answers
    // the first import instead of recording another one.
    const replayKey = `${deviceSerial}:${createHash('sha256').update(file.bytes).digest('hex')}`;
    const outcome = await db.transaction().execute(async (trx) => {
      const claim = await claimIdempotencyKey<{ importId: number }>(trx, LOG_FILE_SCOPE, replayKey, actor.userId);
      if (!claim.claimed) {
        if (!claim.previousResult) throw conflict('This file is being imported right now; try again in a moment.');
        return { importId: claim.previousResult.importId, replayed: true };
      }
      const result = await ingestLogs(trx, {
        source: 'file',
        deviceSerial,
        fileName: file.fileName,
        parsed,
        createdBy: actor.userId,
      });
      await recordAudit(trx, actor, {
        entityType: 'biometric-import',
        entityId: result.importId,
        action: 'imported',
        newValues: {
          fileName: file.fileName,
          deviceSerial,
          totalLines: result.totalLines,
          inserted: result.inserted,
          duplicates: result.duplicates,
        },
      });
      await saveIdempotentResult(trx, LOG_FILE_SCOPE, replayKey, { importId: result.importId });
      return { importId: result.importId, replayed: false };
    });
    const row = await db
      .selectFrom('biometric_imports')
      .selectAll()
      .where('id', '=', outcome.importId)
      .executeTakeFirstOrThrow();
    reply.code(outcome.replayed ? 200 : 201);
    return toImport({ ...row, rejected_lines: parsed.rejected });
  },
});

export const listImports = defineRoute({
  endpoint: listImportsEndpoint,
  access: HR,
  async handler({ query, db }) {
    return paginate(db.selectFrom('biometric_imports').selectAll().orderBy('id', 'desc'), query, toImport);
  },
});

export const employeeBiometricLogs = defineRoute({
  endpoint: employeeBiometricLogsEndpoint,
  access: HR,
  async handler({ params, query, db }) {
    const e = await db.selectFrom('employees').select('id').where('id', '=', params.employeeId).executeTakeFirst();
    if (!e) throw notFound('The employee was not found.');
    let q = logQuery(db).where('l.employee_id', '=', params.employeeId);
    if (query.from) q = q.where('l.log_date', '>=', query.from);
    if (query.to) q = q.where('l.log_date', '<=', query.to);
    return paginate(q.orderBy('l.log_date', 'desc').orderBy('l.log_time', 'desc').orderBy('l.id'), query, toLog);
  },
});

export const setupRoutes = [
  workScheduleOptions,
  listWorkSchedules,
  createWorkSchedule,
  updateWorkSchedule,
  listScheduleAssignments,
  assignSchedule,
  listHolidays,
  createHoliday,
  deleteHoliday,
  listDevices,
  createDevice,
  updateDevice,
  createDevicePushKey,
  deleteDevicePushKey,
  importLogs,
  listImports,
  employeeBiometricLogs,
];
