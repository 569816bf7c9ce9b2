// Time: daily time records (department, personal, public request, HR), exports, setup, devices.
// The devices' own push protocol (/iclock/...) lives outside /api: see devices/device-push.ts.
import { defineModule } from '../../platform/modules/define-module.ts';
import { correctionApprovals } from './correction-requests/correction-approvals.ts';
import { decideCorrectionRequest } from './correction-requests/decide-correction-request.ts';
import { listDepartmentCorrectionRequests } from './correction-requests/list-department-correction-requests.ts';
import { listMyCorrectionRequests } from './correction-requests/list-my-correction-requests.ts';
import { requestCorrection } from './correction-requests/request-correction.ts';
import { seedDtrDemo } from './demo/seed-dtr-demo.ts';
import { exportDepartmentSummary } from './department-summaries/export-department-summary.ts';
import { exportManualInputReport } from './department-summaries/export-manual-input-report.ts';
import { listDepartmentSummaries } from './department-summaries/list-department-summaries.ts';
import { createDevicePushKey } from './devices/create-device-push-key.ts';
import { createDevice } from './devices/create-device.ts';
import { deleteDevicePushKey } from './devices/delete-device-push-key.ts';
import { PUSH_REFUSAL_ENTITY } from './devices/device-push.ts';
import { listDevices } from './devices/list-devices.ts';
import { updateDevice } from './devices/update-device.ts';
import { createHoliday } from './holidays/create-holiday.ts';
import { deleteHoliday } from './holidays/delete-holiday.ts';
import { listHolidays } from './holidays/list-holidays.ts';
import { importLogs } from './log-imports/import-logs.ts';
import { listLogImports } from './log-imports/list-log-imports.ts';
import { getDepartmentEmployeeLogs } from './logs/get-department-employee-logs.ts';
import { getEmployeeLogs } from './logs/get-employee-logs.ts';
import { getMyLogs } from './logs/get-my-logs.ts';
import { listDepartmentBiometricLogs } from './logs/list-department-biometric-logs.ts';
import { listEmployeeBiometricLogs } from './logs/list-employee-biometric-logs.ts';
import { getPublicDtr } from './public-lookups/get-public-dtr.ts';
import { listPublicBiometricLogs } from './public-lookups/list-public-biometric-logs.ts';
import { arrangeDailyTimeRecords } from './records/arrange-daily-time-records.ts';
import { arrangeMyDtr } from './records/arrange-my-dtr.ts';
import { computeDailyTimeRecords } from './records/compute-daily-time-records.ts';
import { computeDepartmentDailyTimeRecords } from './records/compute-department-daily-time-records.ts';
import { computeMyDtr } from './records/compute-my-dtr.ts';
import { getAllEmployeeDtrs } from './records/get-all-employee-dtrs.ts';
import { getDepartmentDtr } from './records/get-department-dtr.ts';
import { getDepartmentDtrs } from './records/get-department-dtrs.ts';
import { getDepartmentEmployeeDtrs } from './records/get-department-employee-dtrs.ts';
import { getEmployeeDtr } from './records/get-employee-dtr.ts';
import { getMyDtr } from './records/get-my-dtr.ts';
import { listDailyTimeRecords } from './records/list-daily-time-records.ts';
import { listDepartmentDailyTimeRecords } from './records/list-department-daily-time-records.ts';
import { listDepartmentEmployees } from './records/list-department-employees.ts';
import { updateDailyTimeRecord } from './records/update-daily-time-record.ts';
import { assignSchedule } from './schedule-assignments/assign-schedule.ts';
import { listScheduleAssignments } from './schedule-assignments/list-schedule-assignments.ts';
import { createWorkSchedule } from './work-schedules/create-work-schedule.ts';
import { getDepartmentWorkSchedules } from './work-schedules/get-department-work-schedules.ts';
import { getEmployeeWorkSchedules } from './work-schedules/get-employee-work-schedules.ts';
import { getMyWorkSchedules } from './work-schedules/get-my-work-schedules.ts';
import { listWorkScheduleOptions } from './work-schedules/list-work-schedule-options.ts';
import { listWorkSchedules } from './work-schedules/list-work-schedules.ts';
import { updateWorkSchedule } from './work-schedules/update-work-schedule.ts';

const DTR_READERS = ['Employee', 'DtrManualInput'] as const;

export const dtrModule = defineModule({
  name: 'dtr',
  endpoints: [
    // Department view (DepartmentDtrMonitoring: own department; HR: any).
    listDepartmentDailyTimeRecords,
    listDepartmentEmployees,
    listDepartmentBiometricLogs,
    getDepartmentDtr,
    getDepartmentWorkSchedules,
    getDepartmentEmployeeLogs,
    getDepartmentDtrs,
    computeDepartmentDailyTimeRecords,
    decideCorrectionRequest,
    listDepartmentCorrectionRequests,
    // Personal view: the signed-in user's own record.
    getMyDtr,
    getMyLogs,
    arrangeMyDtr,
    getMyWorkSchedules,
    computeMyDtr,
    requestCorrection,
    listMyCorrectionRequests,
    // The public /request page.
    listPublicBiometricLogs,
    getPublicDtr,
    // HR view (role Employee: everyone; manual edits need DtrManualInput).
    listDailyTimeRecords,
    getAllEmployeeDtrs,
    getDepartmentEmployeeDtrs,
    getEmployeeLogs,
    getEmployeeDtr,
    getEmployeeWorkSchedules,
    updateDailyTimeRecord,
    computeDailyTimeRecords,
    arrangeDailyTimeRecords,
    listDepartmentSummaries,
    exportDepartmentSummary,
    exportManualInputReport,
    // Setup: schedules, assignments, holidays, devices, log imports.
    listWorkScheduleOptions,
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
    listLogImports,
    listEmployeeBiometricLogs,
  ],
  auditedTypes: {
    'daily-time-record': DTR_READERS,
    'work-schedule': DTR_READERS,
    'work-schedule-assignment': DTR_READERS,
    holiday: DTR_READERS,
    'biometric-device': DTR_READERS,
    // Refused device pushes, by the serial number they gave (decision 013).
    [PUSH_REFUSAL_ENTITY]: DTR_READERS,
    'biometric-import': DTR_READERS,
    'dtr-correction-request': ['Employee', 'DepartmentDtrMonitoring'],
  },
  // Seeds time logs and leave together: the leave demo needs the logs' days.
  demoSeeder: { name: 'time-and-leave', run: seedDtrDemo },
  approvalHandlers: [correctionApprovals],
});
