import { exportLedgerEndpoint } from '@ilaw/contracts/billing/ledger/export-ledger';
import type { LedgerEntry } from '@ilaw/contracts/billing/ledger/get-ledger';
import { XLSX_TYPE } from '../../../platform/files/file-store.ts';
import { exportFileName, listWorkbook, type ExportColumn } from '../../../platform/files/list-export.ts';
import { defineRoute, fileResponse } from '../../../platform/http/define-route.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { BILLING_VIEW } from '../access.ts';
import { ledgerOf } from './get-ledger.ts';

const COLUMNS: ExportColumn<LedgerEntry>[] = [
  { header: 'Date', width: 14, format: 'date', value: (e) => e.entryDate },
  { header: 'Bill month', width: 11, value: (e) => e.period },
  { header: 'Kind', width: 14, value: (e) => e.kind },
  { header: 'Reference', width: 18, value: (e) => e.reference },
  { header: 'Debit', width: 14, format: 'money', value: (e) => e.debit },
  { header: 'Credit', width: 14, format: 'money', value: (e) => e.credit },
  { header: 'Balance', width: 14, format: 'money', value: (e) => e.balance },
  { header: 'Reason', width: 30, value: (e) => e.reason },
  { header: 'Entered by', width: 20, value: (e) => e.createdBy },
];

export const exportLedger = defineRoute({
  endpoint: exportLedgerEndpoint,
  // The ledger's own access.
  access: BILLING_VIEW,
  async handler({ params, db }) {
    const ledger = await ledgerOf(db, params.accountNo);
    const bytes = await listWorkbook({
      sheet: `Ledger ${ledger.accountNo}`,
      columns: COLUMNS,
      count: ledger.entries.length,
      batches: (async function* () {
        yield ledger.entries;
      })(),
    });
    return fileResponse(exportFileName(`Ledger ${ledger.accountNo}`, manilaToday()), XLSX_TYPE, bytes);
  },
});
