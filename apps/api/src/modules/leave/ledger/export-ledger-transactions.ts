// Leave Transactions' ledger lines as .xlsx: the rows of the screen's filter and sort.
import { enumLabel } from '@ilaw/contracts/enums';
import { exportLedgerTransactionsEndpoint } from '@ilaw/contracts/leave/ledger/export-ledger-transactions';
import { LEAVE_ENTRY_STATUS, LEAVE_LINE_TYPE, type LedgerTransaction } from '@ilaw/contracts/leave/ledger/ledger-line';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listQueryWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { ledgerTransactionQuery, toLedgerTransaction } from './ledger-transaction-queries.ts';

const COLUMNS: ExportColumn<LedgerTransaction>[] = [
  { header: 'Date', width: 14, format: 'date', value: (l) => l.entryDate },
  { header: 'Employee ID', width: 14, value: (l) => l.employeeCode },
  { header: 'Employee', width: 28, value: (l) => l.employeeName },
  { header: 'Type', width: 8, value: (l) => l.leaveTypeCode },
  { header: 'Entry', width: 16, value: (l) => enumLabel(LEAVE_LINE_TYPE, l.lineType) },
  { header: 'Status', width: 12, value: (l) => enumLabel(LEAVE_ENTRY_STATUS, l.status) },
  { header: 'Days', width: 10, format: 'days', value: (l) => l.days },
  { header: 'Description', width: 60, value: (l) => l.description },
];

export const exportLedgerTransactions = defineRoute({
  endpoint: exportLedgerTransactionsEndpoint,
  access: anyRole('LeaveLedger'),
  async handler({ query, db }) {
    const bytes = await listQueryWorkbook({
      sheet: 'Leave ledger',
      columns: COLUMNS,
      list: ledgerTransactionQuery(db, query),
      toRows: (rows) => rows.map(toLedgerTransaction),
    });
    return fileResponse(exportFileName('Leave ledger', manilaToday()), XLSX_TYPE, bytes);
  },
});
