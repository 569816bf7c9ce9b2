import { exportDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-date-accomplished-summary';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { REPORT_READERS } from '../access.ts';
import { dateAccomplishedSummary } from './report-queries.ts';
import { reportWorkbook } from './report-workbook.ts';

export const NEA_SUMMARY_TITLE = 'SUMMARY OF COMPLAINTS RECEIVED AND ACTED UPON';

export const exportDateAccomplishedSummary = defineRoute({
  endpoint: exportDateAccomplishedSummaryEndpoint,
  access: anyRole(...REPORT_READERS),
  async handler({ query, db }) {
    const s = await dateAccomplishedSummary(db, query);
    const wb = reportWorkbook();
    const headers = ['No.', 'Nature of complaint', 'Received', 'Acted upon', 'Remarks'];
    const lines = (ls: (typeof s.totals)[number][]) =>
      ls.map((l) => [l.code, `${l.groupLabel}: ${l.label}`, l.received, l.actedUpon, '']);
    const period = `${query.dateFrom} to ${query.dateTo}`;
    wb.sheet('All areas', `${NEA_SUMMARY_TITLE}, ${period}, all areas`, headers, lines(s.totals), [6, 50, 12, 12, 24]);
    for (const a of s.areas) {
      wb.sheet(
        a.branchName,
        `${NEA_SUMMARY_TITLE}, ${period}, ${a.branchName}`,
        headers,
        [...lines(a.lines), ['', 'Total', a.received, a.actedUpon, '']],
        [6, 50, 12, 12, 24],
      );
    }
    wb.sheet(
      'Crew average hours',
      `Crew average hours, accomplished ${period}`,
      ['Team', 'Accomplished', 'Received to dispatched', 'Dispatched to arrival', 'Arrival to done'],
      s.crews.map((c) => [
        c.teamName,
        c.accomplished,
        c.avgReceivedToDispatched,
        c.avgDispatchedToArrived,
        c.avgArrivedToDone,
      ]),
    );
    return fileResponse(`ComplaintsSummary-${query.dateFrom}-${query.dateTo}.xlsx`, XLSX_TYPE, await wb.bytes());
  },
});
