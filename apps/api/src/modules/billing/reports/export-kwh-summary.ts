import { kwhSummaryExportEndpoint } from '@ilaw/contracts/billing/reports/export-kwh-summary';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { BILLING_REPORTS } from '../access.ts';
import { exportName, kwhSummary, workbook } from './report-queries.ts';

export const exportKwhSummary = defineRoute({
  endpoint: kwhSummaryExportEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    const s = await kwhSummary(db, query);
    const rows = [...s.rows, s.totals, ...(s.afterClosing && s.totalNow ? [s.afterClosing, s.totalNow] : [])].map(
      (r) => [r.group, r.bills, r.zeroConsumption, r.kwh, r.averageKwh],
    );
    const bytes = await workbook(
      `kWh Summary ${s.period} by ${query.groupBy}`,
      ['Group', 'Bills', 'Zero Consumption', 'kWh', 'Average kWh'],
      rows,
      [3, 4],
    );
    return fileResponse(exportName(query.filename, `KwhSummary-${s.period}`), XLSX_TYPE, bytes);
  },
});
