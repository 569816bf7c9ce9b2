// A consumer's ledger entries with the running balance; a bill's reference opens the bill.
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import type { ResponseOf } from '@ilaw/contracts/http';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { KIND_LABEL } from './statement.ts';

export type LedgerEntry = ResponseOf<typeof ledgerEndpoint>['entries'][number];

export function LedgerTable({
  entries,
  loading,
  onOpenBill,
}: {
  entries: readonly LedgerEntry[] | undefined;
  loading: boolean;
  onOpenBill: (billId: number) => void;
}) {
  const columns: Column<LedgerEntry>[] = [
    { key: 'date', header: 'Date', render: (e) => formatDate(e.entryDate) },
    { key: 'period', header: 'Bill month', render: (e) => (e.period ? billMonthLabel(e.period) : '-') },
    { key: 'kind', header: 'Entry', render: (e) => KIND_LABEL[e.kind] },
    {
      key: 'reference',
      header: 'Reference',
      render: (e) =>
        e.billId !== null ? (
          <Link
            component="button"
            type="button"
            onClick={() => onOpenBill(e.billId!)}
            aria-label={`Open bill ${e.reference}`}
          >
            {e.reference}
          </Link>
        ) : (
          e.reference
        ),
    },
    { key: 'debit', header: 'Debit', align: 'right', render: (e) => (isZero(e.debit) ? '' : formatPeso(e.debit)) },
    { key: 'credit', header: 'Credit', align: 'right', render: (e) => (isZero(e.credit) ? '' : formatPeso(e.credit)) },
    { key: 'balance', header: 'Balance', align: 'right', render: (e) => formatPeso(e.balance) },
    {
      key: 'why',
      header: 'Reason / by',
      render: (e) => (
        <Tooltip title={`Recorded ${formatDate(e.createdAt, 'MMM DD, YYYY hh:mm A')}`}>
          <span>{[e.reason, e.createdBy].filter(Boolean).join(' · ') || '-'}</span>
        </Tooltip>
      ),
    },
  ];
  return (
    <SimpleTable
      columns={columns}
      rows={entries}
      loading={loading}
      rowKey={(e) => e.id}
      caption="Ledger"
      emptyText="No ledger entries yet."
    />
  );
}

function isZero(v: string): boolean {
  return /^-?0*(\.0*)?$/.test(v.trim());
}
