import { formatDateTime } from '@ilaw/contracts/format';
import { exportDateAccomplishedReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-date-accomplished-report';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { dateAccomplishedReport } from './report-queries.ts';
import { reportWorkbook } from './report-workbook.ts';

export const exportDateAccomplishedReport = defineRoute({
  endpoint: exportDateAccomplishedReportEndpoint,
  access: anyRole(...REPORT_READERS),
  async handler({ query, db }) {
    const rows = await dateAccomplishedReport(db, query);
    const t = (v: string | null) => (v === null ? '' : formatDateTime(v));
    const wb = reportWorkbook();
    wb.sheet(
      'Accomplished',
      `Service requests accomplished ${query.dateFrom} to ${query.dateTo}`,
      [
        'Request no.',
        'Type',
        'NEA',
        'Branch',
        'Team',
        'Consumer / requester',
        'Received',
        'Dispatched',
        'Arrived',
        'Accomplished',
        'Received to dispatched (h)',
        'Dispatched to arrival (h)',
        'Arrival to done (h)',
        'Elapsed on clock (h)',
        'Target (h)',
        'Within target',
      ],
      rows.map((r) => [
        r.requestNo,
        r.typeName,
        r.neaCategory,
        r.branchName,
        r.teamName,
        r.consumerName,
        t(r.receivedAt),
        t(r.dispatchedAt),
        t(r.arrivedAt),
        t(r.accomplishedAt),
        r.receivedToDispatchedHours,
        r.dispatchedToArrivedHours,
        r.arrivedToDoneHours,
        r.elapsedHours,
        r.targetHours,
        r.withinTarget ? 'Yes' : 'No',
      ]),
      [18, 22, 6, 14, 16, 26, 20, 20, 20, 20, 12, 12, 12, 12, 10, 10],
    );
    return fileResponse(
      `ServiceRequestsAccomplished-${query.dateFrom}-${query.dateTo}.xlsx`,
      XLSX_TYPE,
      await wb.bytes(),
    );
  },
});
