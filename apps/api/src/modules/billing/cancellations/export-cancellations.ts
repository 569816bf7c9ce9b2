import { exportCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/export-cancellations';
import type { Cancellation } from '@ilaw/contracts/billing/cancellations/cancellation';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaDate, manilaToday } from '../../../platform/time/manila.ts';
import { toCancellations } from './cancellation-queries.ts';
import { CANCELLATION_READERS, filteredCancellations } from './list-cancellations.ts';

const COLUMNS: ExportColumn<Cancellation>[] = [
  { header: 'Bill no.', width: 14, value: (x) => x.billNo },
  { header: 'Bill month', width: 11, value: (x) => x.period },
  { header: 'Account no.', width: 14, value: (x) => x.accountNo },
  { header: 'Name', width: 30, value: (x) => x.consumerName },
  { header: 'Amount', width: 14, format: 'money', value: (x) => x.amount },
  { header: 'Reason', width: 30, value: (x) => x.reason },
  { header: 'Status', width: 11, value: (x) => x.status },
  { header: 'Requested by', width: 20, value: (x) => x.requestedBy },
  { header: 'Requested on', width: 14, format: 'date', value: (x) => manilaDate(new Date(x.requestedAt)) },
  { header: 'Decided by', width: 20, value: (x) => x.decidedBy },
  {
    header: 'Decided on',
    width: 14,
    format: 'date',
    value: (x) => (x.decidedAt ? manilaDate(new Date(x.decidedAt)) : null),
  },
  { header: 'Remarks', width: 24, value: (x) => x.decisionRemarks },
];

export const exportCancellations = defineRoute({
  endpoint: exportCancellationsEndpoint,
  // The list's own access.
  access: CANCELLATION_READERS,
  async handler({ query, db, user }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Bill cancellations',
      columns: COLUMNS,
      list: filteredCancellations(db, query),
      toRows: (rows) => toCancellations(db, user, rows),
    });
    return fileResponse(exportFileName('Bill cancellations', manilaToday()), XLSX_TYPE, bytes);
  },
});
