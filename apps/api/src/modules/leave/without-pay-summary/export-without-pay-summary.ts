// The Without Pay Summary as .xlsx for payroll: the rows the screen shows, then the total.
import { exportWithoutPaySummaryEndpoint } from '@ilaw/contracts/leave/without-pay-summary/export-without-pay-summary';
import type { WithoutPayRow } from '@ilaw/contracts/leave/without-pay-summary/without-pay-row';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { withoutPaySummary } from './get-without-pay-summary.ts';

type Row = Pick<WithoutPayRow, 'employeeCode' | 'employeeName' | 'leaveTypeCode' | 'days'> & {
  departmentName: string | null;
  month: string;
  applications: number | null;
};

const COLUMNS: ExportColumn<Row>[] = [
  { header: 'Employee ID', width: 14, value: (r) => r.employeeCode },
  { header: 'Name', width: 28, value: (r) => r.employeeName },
  { header: 'Department', width: 24, value: (r) => r.departmentName },
  { header: 'Month', width: 10, value: (r) => r.month },
  { header: 'Leave type', width: 10, value: (r) => r.leaveTypeCode },
  { header: 'Applications', width: 12, format: 'integer', value: (r) => r.applications },
  { header: 'Days without pay', width: 16, format: 'days', value: (r) => r.days },
];

export const exportWithoutPaySummary = defineRoute({
  endpoint: exportWithoutPaySummaryEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const summary = await withoutPaySummary(db, query);
    const rows: Row[] = [
      ...summary.rows,
      {
        employeeCode: 'Total',
        employeeName: '',
        departmentName: null,
        month: '',
        leaveTypeCode: '',
        applications: null,
        days: summary.totalDays,
      },
    ];
    const bytes = await listWorkbook({
      sheet: 'Without pay',
      columns: COLUMNS,
      count: rows.length,
      batches: (async function* () {
        yield rows;
      })(),
    });
    return fileResponse(exportFileName('Without pay summary', manilaToday()), XLSX_TYPE, bytes);
  },
});
