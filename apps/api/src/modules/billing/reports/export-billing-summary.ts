import { billingSummaryExportEndpoint } from '@ilaw/contracts/billing/reports/export-billing-summary';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { BILLING_REPORTS } from '../access.ts';
import { billingSummary, exportName, workbook } from './report-queries.ts';

export const exportBillingSummary = defineRoute({
  endpoint: billingSummaryExportEndpoint,
  access: BILLING_REPORTS,
  async handler({ query, db }) {
    const s = await billingSummary(db, query);
    const rows = [...s.rows, s.totals, ...(s.afterClosing && s.totalNow ? [s.afterClosing, s.totalNow] : [])].map(
      (r) => [r.group, r.bills, r.kwh, r.charges, r.discounts, r.vat, r.total],
    );
    const bytes = await workbook(
      `Billing Summary ${s.period} by ${query.groupBy}`,
      ['Group', 'Bills', 'kWh', 'Charges', 'Discounts', 'VAT', 'Total'],
      rows,
      [2, 3, 4, 5, 6],
    );
    return fileResponse(exportName(query.filename, `BillingSummary-${s.period}`), XLSX_TYPE, bytes);
  },
});
