import { exportAdjustmentRequestsEndpoint } from '@ilaw/contracts/billing/adjustments/export-adjustment-requests';
import type { AdjustmentRequest } from '@ilaw/contracts/billing/adjustments/adjustment-request';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaDate, manilaToday } from '../../../platform/time/manila.ts';
import { toRequests } from './adjustment-queries.ts';
import { ADJUSTMENT_READERS, filteredRequests } from './list-adjustment-requests.ts';

const COLUMNS: ExportColumn<AdjustmentRequest>[] = [
  { header: 'Bill no.', width: 14, value: (a) => a.billNo },
  { header: 'Bill month', width: 11, value: (a) => a.period },
  { header: 'Account no.', width: 14, value: (a) => a.accountNo },
  { header: 'Name', width: 30, value: (a) => a.consumerName },
  { header: 'Billed kWh', width: 12, format: 'money', value: (a) => a.originalReading.kwh },
  { header: 'Billed amount', width: 14, format: 'money', value: (a) => a.originalReading.total },
  { header: 'Corrected kWh', width: 14, format: 'money', value: (a) => a.proposed.kwh },
  { header: 'Corrected amount', width: 16, format: 'money', value: (a) => a.proposed.total },
  { header: 'Difference', width: 13, format: 'money', value: (a) => a.difference },
  { header: 'Reason', width: 30, value: (a) => a.reason },
  { header: 'Status', width: 11, value: (a) => a.status },
  { header: 'Requested by', width: 20, value: (a) => a.requestedBy },
  { header: 'Requested on', width: 14, format: 'date', value: (a) => manilaDate(new Date(a.requestedAt)) },
  { header: 'Decided by', width: 20, value: (a) => a.decidedBy },
  {
    header: 'Decided on',
    width: 14,
    format: 'date',
    value: (a) => (a.decidedAt ? manilaDate(new Date(a.decidedAt)) : null),
  },
  { header: 'Corrected bill no.', width: 16, value: (a) => a.correctedBillNo },
];

export const exportAdjustmentRequests = defineRoute({
  endpoint: exportAdjustmentRequestsEndpoint,
  // The list's own access.
  access: ADJUSTMENT_READERS,
  async handler({ query, db, user }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Bill adjustments',
      columns: COLUMNS,
      list: filteredRequests(db, query),
      toRows: (rows) => toRequests(db, user, rows),
    });
    return fileResponse(exportFileName('Bill adjustments', manilaToday()), XLSX_TYPE, bytes);
  },
});
