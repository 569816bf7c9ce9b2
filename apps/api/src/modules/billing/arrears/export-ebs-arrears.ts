import { exportEbsArrearsEndpoint } from '@ilaw/contracts/billing/arrears/export-ebs-arrears';
import type { ArrearsRow } from '@ilaw/contracts/billing/arrears/arrears';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { ARREARS_VIEW } from '../access.ts';
import { arrearsAsOf, arrearsList, toArrearsRows } from './arrears-queries.ts';

const COLUMNS: ExportColumn<ArrearsRow>[] = [
  { header: 'Account no.', width: 14, value: (r) => r.accountNo },
  { header: 'Name', width: 30, value: (r) => r.name },
  { header: 'Route', width: 10, value: (r) => r.routeCode },
  { header: 'Town', width: 16, value: (r) => r.town },
  { header: 'Class', width: 7, value: (r) => r.consumerClass },
  { header: 'Unpaid bills', width: 12, format: 'integer', value: (r) => r.bills },
  { header: 'Oldest bill month', width: 16, value: (r) => r.oldestPeriod },
  { header: 'Current', width: 14, format: 'money', value: (r) => r.current },
  { header: '1-30 days', width: 14, format: 'money', value: (r) => r.days1to30 },
  { header: '31-60 days', width: 14, format: 'money', value: (r) => r.days31to60 },
  { header: '61-90 days', width: 14, format: 'money', value: (r) => r.days61to90 },
  { header: 'Over 90 days', width: 14, format: 'money', value: (r) => r.over90 },
  { header: 'Total arrears', width: 14, format: 'money', value: (r) => r.arrears },
  { header: 'Surcharge', width: 12, format: 'money', value: (r) => r.surcharge },
  { header: 'VAT on surcharge', width: 14, format: 'money', value: (r) => r.surchargeVat },
  { header: 'Non-power bills', width: 14, format: 'money', value: (r) => r.nonPower },
  { header: 'Advance balance', width: 14, format: 'money', value: (r) => r.advanceBalance },
  { header: 'Payable online (EBS)', width: 18, format: 'money', value: (r) => r.payableOnline },
];

export const exportEbsArrears = defineRoute({
  endpoint: exportEbsArrearsEndpoint,
  // The list's own access.
  access: ARREARS_VIEW,
  async handler({ query, db }) {
    const asOf = arrearsAsOf(query);
    const bytes = await listQueryWorkbook({
      sheet: `EBS Arrears ${asOf}`,
      columns: COLUMNS,
      list: arrearsList(db, query, asOf),
      toRows: (rows) => toArrearsRows(db, rows, asOf),
    });
    return fileResponse(exportFileName('EBS Arrears', asOf), XLSX_TYPE, bytes);
  },
});
