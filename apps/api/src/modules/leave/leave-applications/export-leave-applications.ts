// Leave Transactions' applications as .xlsx: the rows of the screen's filter and sort.
import { exportLeaveApplicationsEndpoint } from '@ilaw/contracts/leave/leave-applications/export-leave-applications';
import { enumLabel } from '@ilaw/contracts/enums';
import { LEAVE_APPLICATION_STATUS } from '@ilaw/contracts/leave/leave-applications/leave-application';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { filteredApplications, sortedApplications, toApplicationRow } from './leave-application-queries.ts';

type Row = ReturnType<typeof toApplicationRow>;

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Employee ID', width: 14, value: (a) => a.employeeCode },
  { header: 'Employee', width: 28, value: (a) => a.employeeName },
  { header: 'Type', width: 8, value: (a) => a.leaveTypeCode },
  { header: 'From', width: 14, format: 'date', value: (a) => a.dateFrom },
  { header: 'To', width: 14, format: 'date', value: (a) => a.dateTo },
  { header: 'Days', width: 8, format: 'days', value: (a) => a.days },
  { header: 'Reason', width: 40, value: (a) => a.reason },
  { header: 'Status', width: 12, value: (a) => enumLabel(LEAVE_APPLICATION_STATUS, a.status) },
  { header: 'Paid days', width: 10, format: 'days', value: (a) => a.paidDays },
  { header: 'Without pay', width: 12, format: 'days', value: (a) => a.withoutPayDays },
  { header: 'Filed', width: 14, format: 'date', value: (a) => a.filedAt.slice(0, 10) },
  { header: 'Remarks', width: 40, value: (a) => a.cancelReason ?? a.decisionRemarks ?? '' },
];

export const exportLeaveApplications = defineRoute({
  endpoint: exportLeaveApplicationsEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Leave applications',
      columns: COLUMNS,
      list: sortedApplications(filteredApplications(db, query), query),
      toRows: (rows) => rows.map(toApplicationRow),
    });
    return fileResponse(exportFileName('Leave applications', manilaToday()), XLSX_TYPE, bytes);
  },
});
