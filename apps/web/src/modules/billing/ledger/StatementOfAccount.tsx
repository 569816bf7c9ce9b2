// A consumer's statement of account for a date range, printed with the shared print pack
// (decision 017): letterhead, the account and the range, the balance brought forward, the entries
// with their running balance, the range's totals and the balance at its end.
import type { Consumer } from '@ilaw/contracts/billing/consumers/consumer';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import type { LedgerEntry } from './LedgerTable.tsx';
import { KIND_LABEL, statementOf } from './statement.ts';

type Line = { key: string; date: string; month: string; entry: string; reference: string } & {
  debit: string;
  credit: string;
  balance: string;
};

const money = (v: string) => (/^-?0*(\.0*)?$/.test(v) ? '' : formatPeso(v));

const columns: Column<Line>[] = [
  { key: 'date', header: 'Date', render: (l) => l.date },
  { key: 'month', header: 'Bill month', render: (l) => l.month },
  { key: 'entry', header: 'Entry', render: (l) => l.entry },
  { key: 'reference', header: 'Reference', render: (l) => l.reference },
  { key: 'debit', header: 'Debit', align: 'right', render: (l) => money(l.debit) },
  { key: 'credit', header: 'Credit', align: 'right', render: (l) => money(l.credit) },
  { key: 'balance', header: 'Balance', align: 'right', render: (l) => formatPeso(l.balance) },
];

export function StatementOfAccount({
  consumer,
  entries,
  from,
  to,
  onRange,
  onBack,
}: {
  consumer: Consumer;
  entries: readonly LedgerEntry[];
  from: string;
  to: string;
  /** One end of the range changed (the other stays as the address has it). */
  onRange: (change: { from: string } | { to: string }) => void;
  onBack: () => void;
}) {
  const s = statementOf(entries, from, to);
  const blank = { month: '', entry: '', reference: '', debit: '0', credit: '0' };
  const lines: Line[] = [
    { key: 'opening', date: formatDate(from), ...blank, entry: 'Balance brought forward', balance: s.opening },
    ...s.entries.map((e) => ({
      key: String(e.id),
      date: formatDate(e.entryDate),
      month: e.period ? billMonthLabel(e.period) : '',
      entry: KIND_LABEL[e.kind],
      reference: e.reference,
      debit: e.debit,
      credit: e.credit,
      balance: e.balance,
    })),
    {
      key: 'totals',
      date: '',
      ...blank,
      entry: 'Totals of the period',
      debit: s.debits,
      credit: s.credits,
      balance: '',
    },
    { key: 'closing', date: formatDate(to), ...blank, entry: 'Balance at the end of the period', balance: s.closing },
  ];
  const address = [consumer.address, consumer.barangay, consumer.town].filter(Boolean).join(', ');
  return (
    <Box>
      <PageHeader
        title="Statement of Account"
        subtitle={`${consumer.accountNo} · ${consumer.name}`}
        actions={
          <Stack direction="row" spacing={1} className="no-print">
            <Button startIcon={<ArrowBack />} onClick={onBack}>
              Back to the ledger
            </Button>
            <Button variant="contained" startIcon={<Print />} onClick={() => window.print()}>
              Print
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined">
        <Stack direction="row" spacing={2} sx={{ p: 2, flexWrap: 'wrap' }} className="no-print">
          <TextField
            type="date"
            size="small"
            label="From"
            name="from"
            value={from}
            onChange={(e) => e.target.value && onRange({ from: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            name="to"
            value={to}
            onChange={(e) => e.target.value && onRange({ to: e.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </Stack>
        <ReportPrintPack
          title="Statement of Account"
          filters={[
            { label: 'Account', value: consumer.accountNo },
            { label: 'Consumer', value: consumer.name },
            { label: 'Address', value: address || '-' },
            { label: 'Period', value: `${formatDate(from)} to ${formatDate(to)}` },
          ]}
        >
          <SimpleTable
            columns={columns}
            rows={lines}
            loading={false}
            rowKey={(l) => l.key}
            caption="Statement of account"
            emptyText=""
          />
        </ReportPrintPack>
      </Paper>
    </Box>
  );
}
