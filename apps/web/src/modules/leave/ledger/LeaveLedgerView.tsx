// A ledger for one employee and fiscal year: the balance per type, and the lines with the running
// balance the API computed (never recomputed here, so screen and API agree to the day).
import { formatDate } from '@ilaw/contracts/format';
import type { LeaveLedger, LeaveLedgerLine } from '@ilaw/contracts/leave/ledger/ledger-line';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useLeaveTypeOptions } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { entryChipStatus, entryStatusLabel, formatDays as days, lineTypeLabel } from '../components/leave-labels.ts';

export function LeaveLedgerView({ ledger, loading }: { ledger: LeaveLedger | undefined; loading: boolean }) {
  const [typeId, setTypeId] = useState<number | null>(null);
  const lines = (ledger?.lines ?? []).filter((l) => typeId === null || l.leaveTypeId === typeId);
  const rules = new Map((useLeaveTypeOptions().data ?? []).map((t) => [t.id, t.earningRule]));
  // Types granted by application (maternity, paternity, ...) show once they have entries.
  const cards = (ledger?.balances ?? []).filter(
    (b) => rules.get(b.leaveTypeId) !== 'None' || ledger?.lines.some((l) => l.leaveTypeId === b.leaveTypeId),
  );
  const columns: Column<LeaveLedgerLine>[] = [
    { key: 'date', header: 'Date', render: (l) => formatDate(l.entryDate) },
    { key: 'type', header: 'Type', render: (l) => l.leaveTypeCode },
    { key: 'line', header: 'Entry', render: (l) => lineTypeLabel(l.lineType) },
    {
      key: 'status',
      header: 'Status',
      render: (l) => <StatusChip status={entryChipStatus(l.status)} label={entryStatusLabel(l.status)} />,
    },
    { key: 'days', header: 'Days', align: 'right', render: (l) => days(l.days) },
    {
      key: 'balance',
      header: 'Balance',
      align: 'right',
      render: (l) => <span data-balance={l.balance}>{days(l.balance)}</span>,
    },
    { key: 'description', header: 'Description', render: (l) => l.description },
  ];
  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5, mb: 2 }} aria-label="Balances">
        {cards.map((b) => (
          <Card
            key={b.leaveTypeId}
            variant="outlined"
            sx={{ minWidth: 130, borderColor: typeId === b.leaveTypeId ? 'primary.main' : undefined }}
            data-type={b.code}
          >
            <CardActionArea
              sx={{ p: 1.5 }}
              onClick={() => setTypeId(typeId === b.leaveTypeId ? null : b.leaveTypeId)}
              aria-pressed={typeId === b.leaveTypeId}
              aria-label={`${b.name}: ${days(b.balance)} days`}
            >
              <Typography variant="caption" color="text.secondary" noWrap title={b.name}>
                {b.code} · {b.name}
              </Typography>
              <Typography variant="h6" data-balance={b.balance}>
                {days(b.balance)}
              </Typography>
              {b.withoutPay !== '0' && (
                <Typography variant="caption" color="warning.main">
                  {days(b.withoutPay)} without pay
                </Typography>
              )}
            </CardActionArea>
          </Card>
        ))}
      </Stack>
      {typeId !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Showing one leave type; select its card again to show all.
        </Typography>
      )}
      <SimpleTable
        caption="Ledger lines"
        columns={columns}
        rows={lines}
        loading={loading}
        rowKey={(l) => l.id}
        emptyText="No ledger lines in this fiscal year."
      />
    </Box>
  );
}
