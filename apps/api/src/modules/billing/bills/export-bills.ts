import { exportBillsEndpoint } from '@ilaw/contracts/billing/bills/export-bills';
import type { BillSummary } from '@ilaw/contracts/billing/bills/bill';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { BILLING_VIEW } from '../access.ts';
import { toBillSummary } from './bill-queries.ts';
import { filteredBills } from './list-bills.ts';

const COLUMNS: ExportColumn<BillSummary>[] = [
  { header: 'Bill no.', width: 14, value: (b) => b.billNo },
  { header: 'Bill month', width: 11, value: (b) => b.period },
  { header: 'Account no.', width: 14, value: (b) => b.accountNo },
  { header: 'Name', width: 30, value: (b) => b.consumerName },
  { header: 'Route', width: 10, value: (b) => b.routeCode },
  { header: 'Class', width: 7, value: (b) => b.consumerClass },
  { header: 'Previous reading', width: 16, value: (b) => b.previousReading },
  { header: 'Present reading', width: 16, value: (b) => b.presentReading },
  { header: 'Multiplier', width: 11, value: (b) => b.multiplier },
  { header: 'kWh', width: 12, format: 'money', value: (b) => b.kwh },
  { header: 'Amount', width: 14, format: 'money', value: (b) => b.totalAmount },
  { header: 'Due date', width: 14, format: 'date', value: (b) => b.dueDate },
  { header: 'Kind', width: 10, value: (b) => b.kind },
  { header: 'Status', width: 10, value: (b) => b.status },
];

export const exportBills = defineRoute({
  endpoint: exportBillsEndpoint,
  // The list's own access.
  access: BILLING_VIEW,
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Bills',
      columns: COLUMNS,
      list: filteredBills(db, query),
      toRows: (rows) => rows.map(toBillSummary),
    });
    return fileResponse(exportFileName('Bills', manilaToday()), XLSX_TYPE, bytes);
  },
});
