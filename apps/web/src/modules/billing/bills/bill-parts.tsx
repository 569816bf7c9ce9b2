// Pieces the bill adjustment and cancellation screens share: a consumer's bills, their ledger, and
// a cancellation request's steps (who, when, why).
import type { Bill } from '@ilaw/contracts/billing/bills/bill';
import { ledgerEndpoint } from '@ilaw/contracts/billing/ledger/get-ledger';
import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import type { listCancellationsEndpoint } from '@ilaw/contracts/billing/cancellations/list-cancellations';
import { formatDate, formatDateTime, formatNumber, formatPeso } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { lineRateText } from '../shared/decimal-text.ts';

export type BillSummary = ResponseOf<typeof listBillsEndpoint>['data'][number];
export type Cancellation = ResponseOf<typeof listCancellationsEndpoint>['data'][number];
export type LedgerEntry = ResponseOf<typeof ledgerEndpoint>['entries'][number];

const LEDGER_KIND_LABEL: Record<LedgerEntry['kind'], string> = {
  Bill: 'Bill',
  AdjustmentReversal: 'Adjustment (reversal)',
  AdjustmentCorrection: 'Adjustment (corrected bill)',
  Cancellation: 'Cancellation',
  Payment: 'Payment',
};

export function Money({ value }: { value: string | null }) {
  return <span style={{ fontVariantNumeric: 'tabular-nums' }}>{value === null ? '' : formatPeso(value)}</span>;
}

/** Every bill of one consumer, newest first, with an optional action per bill. */
export function ConsumerBills({ accountNo, action }: { accountNo: string; action?: (bill: BillSummary) => ReactNode }) {
  const bills = useQuery(endpointQuery(listBillsEndpoint, { query: { accountNo, page: 1, itemsPerPage: 50 } }));
  const columns: Column<BillSummary>[] = [
    { key: 'billNo', header: 'Bill no.', render: (b) => <strong>{b.billNo}</strong> },
    { key: 'period', header: 'Bill month', render: (b) => billMonthLabel(b.period) },
    {
      key: 'reading',
      header: 'Readings',
      align: 'right',
      render: (b) => `${formatNumber(b.previousReading)} → ${formatNumber(b.presentReading)}`,
    },
    { key: 'kwh', header: 'kWh', align: 'right', render: (b) => formatNumber(b.kwh) },
    { key: 'amount', header: 'Amount', align: 'right', render: (b) => <Money value={b.totalAmount} /> },
    { key: 'kind', header: 'Kind', render: (b) => b.kind },
    { key: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
    ...(action === undefined ? [] : [{ key: 'action', header: '', align: 'right' as const, render: action }]),
  ];
  return (
    <SimpleTable
      caption={`Bills of ${accountNo}`}
      columns={columns}
      rows={bills.data?.data}
      loading={bills.isFetching}
      rowKey={(b) => b.id}
      emptyText="This consumer has no bill yet."
    />
  );
}

/** The consumer ledger with its running balance. */
export function ConsumerLedger({ accountNo }: { accountNo: string }) {
  const ledger = useQuery(endpointQuery(ledgerEndpoint, { params: { accountNo } }));
  const columns: Column<LedgerEntry>[] = [
    { key: 'date', header: 'Date', render: (e) => formatDate(e.entryDate) },
    { key: 'kind', header: 'Entry', render: (e) => LEDGER_KIND_LABEL[e.kind] },
    { key: 'reference', header: 'Reference', render: (e) => e.reference },
    {
      key: 'debit',
      header: 'Debit',
      align: 'right',
      render: (e) => (Number(e.debit) === 0 ? '' : formatPeso(e.debit)),
    },
    {
      key: 'credit',
      header: 'Credit',
      align: 'right',
      render: (e) => (Number(e.credit) === 0 ? '' : formatPeso(e.credit)),
    },
    { key: 'balance', header: 'Balance', align: 'right', render: (e) => <Money value={e.balance} /> },
    { key: 'reason', header: 'Why', render: (e) => e.reason ?? '' },
    { key: 'by', header: 'By', render: (e) => e.createdBy ?? '' },
  ];
  return (
    <Box>
      <Typography variant="subtitle2" sx={{ px: 2, pt: 1 }}>
        Ledger balance: <Money value={ledger.data?.balance ?? null} />
      </Typography>
      <SimpleTable
        caption={`Ledger of ${accountNo}`}
        columns={columns}
        rows={ledger.data?.entries}
        loading={ledger.isFetching}
        rowKey={(e) => e.id}
        emptyText="No ledger entry yet."
      />
    </Box>
  );
}

/** Requested and decided: who, when and why, one line each. */
export function CancellationSteps({ c }: { c: Cancellation }) {
  return (
    <Box sx={{ fontSize: 13 }} data-testid={`steps-${c.id}`}>
      <div>
        <strong>Requested</strong> by {c.requestedBy}, {formatDateTime(c.requestedAt)}: {c.reason}
      </div>
      {c.decidedAt !== null && (
        <div>
          <strong>{c.status}</strong> by {c.decidedBy ?? ''}, {formatDateTime(c.decidedAt)}: {c.decisionRemarks ?? ''}
        </div>
      )}
      <ApprovalStepLine approval={c.approval} />
    </Box>
  );
}

export function cancellationColumns(action?: (c: Cancellation) => ReactNode): Column<Cancellation>[] {
  return [
    { key: 'billNo', header: 'Bill no.', sortable: true, render: (c) => <strong>{c.billNo}</strong> },
    {
      key: 'consumer',
      header: 'Consumer',
      sortable: true,
      render: (c) => (
        <>
          {c.accountNo}
          <br />
          <Typography variant="caption">{c.consumerName}</Typography>
        </>
      ),
    },
    { key: 'period', header: 'Bill month', sortable: true, render: (c) => billMonthLabel(c.period) },
    { key: 'amount', header: 'Amount', align: 'right', render: (c) => <Money value={c.amount} /> },
    { key: 'status', header: 'Status', sortable: true, render: (c) => <StatusChip status={c.status} /> },
    { key: 'steps', header: 'Steps', render: (c) => <CancellationSteps c={c} /> },
    ...(action === undefined ? [] : [{ key: 'action', header: '', align: 'right' as const, render: action }]),
  ];
}

/** The lines of a bill (for the adjustment's before/after view). */
export function BillLines({ bill, title }: { bill: Bill; title: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, flex: 1, minWidth: 300 }} data-testid={`bill-${bill.billNo}`}>
      <Typography variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}: {bill.billNo}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {formatNumber(bill.previousReading)} → {formatNumber(bill.presentReading)} × {formatNumber(bill.multiplier, 0)}{' '}
        = {formatNumber(bill.kwh)} kWh · <StatusChip status={bill.status} />
      </Typography>
      <Box component="table" sx={{ width: '100%', fontSize: 13, borderCollapse: 'collapse' }}>
        <tbody>
          {bill.lines.map((l) => (
            <tr key={l.seq}>
              <td>{l.description}</td>
              <td style={{ textAlign: 'right', color: '#666' }}>
                {l.quantity !== null && l.rate !== null ? `${formatNumber(l.quantity)} × ${lineRateText(l)}` : ''}
              </td>
              <td style={{ textAlign: 'right' }}>
                <Money value={l.amount} />
              </td>
            </tr>
          ))}
          <tr>
            <td colSpan={2}>
              <strong>Total</strong>
            </td>
            <td style={{ textAlign: 'right' }}>
              <strong>
                <Money value={bill.totalAmount} />
              </strong>
            </td>
          </tr>
        </tbody>
      </Box>
    </Paper>
  );
}
