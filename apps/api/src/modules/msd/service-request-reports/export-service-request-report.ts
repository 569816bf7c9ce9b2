import { exportServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-service-request-report';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { serviceRequestReport } from './report-queries.ts';
import { reportWorkbook } from './report-workbook.ts';

const HEADERS = ['Received', 'For schedule', 'Scheduled', 'Accomplished', 'Cancelled', 'Overdue', 'Within target'];

export const exportServiceRequestReport = defineRoute({
  endpoint: exportServiceRequestReportEndpoint,
  access: anyRole(...REPORT_READERS),
  async handler({ query, db }) {
    const r = await serviceRequestReport(db, query);
    const title = (what: string) => `Service requests filed ${query.dateFrom} to ${query.dateTo}: ${what}`;
    const nums = (c: typeof r.totals) => [
      c.received,
      c.forSchedule,
      c.scheduled,
      c.accomplished,
      c.cancelled,
      c.overdue,
      c.withinTarget,
    ];
    const wb = reportWorkbook();
    wb.sheet(
      'By type',
      title('by type'),
      ['Type', 'NEA category', ...HEADERS],
      [...r.byType.map((x) => [x.typeName, x.neaCategory, ...nums(x)]), ['Total', '', ...nums(r.totals)]],
    );
    wb.sheet(
      'By branch',
      title('by branch'),
      ['Branch', ...HEADERS],
      r.byBranch.map((x) => [x.branchName, ...nums(x)]),
    );
    wb.sheet(
      'By team',
      title('by team'),
      ['Team', ...HEADERS],
      r.byTeam.map((x) => [x.teamName, ...nums(x)]),
    );
    wb.sheet(
      'By day',
      title('by day'),
      ['Date', 'Received', 'Accomplished'],
      r.byDay.map((d) => [d.date, d.received, d.accomplished]),
    );
    return fileResponse(`ServiceRequestReport-${query.dateFrom}-${query.dateTo}.xlsx`, XLSX_TYPE, await wb.bytes());
  },
});
