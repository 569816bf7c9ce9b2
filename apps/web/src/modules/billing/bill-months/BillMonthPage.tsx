// Bill Month (BillingReport): bill months with reading and due dates, discount configuration and
// closing; under the list, the chosen month's rates per consumer class (one tab per class), entered
// on screen or imported from the .xlsx template (docs/decisions/042).
import type { BillMonth } from '@ilaw/contracts/billing/bill-months/bill-month';
import { closeBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/close-bill-month';
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { formatDate, formatNumber } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import Lock from '@mui/icons-material/Lock';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { type Column, SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { billMonthLabel, defaultBillMonth } from './BillMonthField.tsx';
import { MonthDialog } from './MonthDialog.tsx';
import { RatesPanel } from '../rates/RatesPanel.tsx';
import { createBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/create-bill-month';
import { deleteBillMonthEndpoint } from '@ilaw/contracts/billing/bill-months/delete-bill-month';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';

export default function BillMonthPage() {
  return (
    <ScreenAccess reads={listBillMonthsEndpoint}>
      <BillMonthScreen />
    </ScreenAccess>
  );
}

function BillMonthScreen() {
  const can = useCan();
  const canEdit = can(createBillMonthEndpoint);
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const url = useUrlState();
  const setMonthParam = (id: number) => url.set({ month: id });
  const list = months.data ?? [];
  const selected = list.find((m) => m.id === url.num('month')) ?? defaultBillMonth(list);
  const [editing, setEditing] = useState<BillMonth | null | undefined>(undefined);
  const [closing, setClosing] = useState<BillMonth | null>(null);
  const close = useEndpointMutation(closeBillMonthEndpoint, { invalidates: [listBillMonthsEndpoint] });
  const canDelete = can(deleteBillMonthEndpoint);
  const [deleting, setDeleting] = useState<BillMonth | null>(null);
  const remove = useEndpointMutation(deleteBillMonthEndpoint, { invalidates: [listBillMonthsEndpoint] });

  const columns: Column<BillMonth>[] = [
    {
      key: 'period',
      header: 'Bill month',
      render: (m) => (
        <Button
          size="small"
          variant={m.id === selected?.id ? 'outlined' : 'text'}
          onClick={() => setMonthParam(m.id)}
          aria-label={`Show ${billMonthLabel(m.period)}`}
        >
          {billMonthLabel(m.period)}
        </Button>
      ),
    },
    { key: 'reading', header: 'Reading date', render: (m) => formatDate(m.readingDate) },
    { key: 'due', header: 'Due date', render: (m) => formatDate(m.dueDate) },
    { key: 'readings', header: 'Readings', align: 'right', render: (m) => formatNumber(m.readingCount, 0) },
    { key: 'bills', header: 'Bills', align: 'right', render: (m) => formatNumber(m.billCount, 0) },
    {
      key: 'status',
      header: 'Status',
      render: (m) => (
        <StatusChip
          status={m.status === 'Open' ? 'active' : 'locked'}
          label={m.status === 'Open' ? 'Open' : `Closed ${formatDate(m.closedAt)}`}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            header: '',
            align: 'right' as const,
            render: (m: BillMonth) =>
              m.status === 'Open' ? (
                <Box sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Edit dates and discounts">
                    <IconButton size="small" aria-label={`Edit ${m.period}`} onClick={() => setEditing(m)}>
                      <Edit fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Close the month">
                    <IconButton size="small" aria-label={`Close ${m.period}`} onClick={() => setClosing(m)}>
                      <Lock fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  {canDelete && m.readingCount === 0 && m.billCount === 0 && (
                    <Tooltip title="Delete the month (it has no readings or bills)">
                      <IconButton size="small" aria-label={`Delete ${m.period}`} onClick={() => setDeleting(m)}>
                        <Delete fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  )}
                </Box>
              ) : null,
          },
        ]
      : []),
  ];

  return (
    <Box>
      <PageHeader
        title="Bill Month"
        subtitle="Reading and due dates, discounts and rates per bill month. A closed month takes no more changes."
        actions={
          canEdit && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setEditing(null)}>
              New bill month
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <SimpleTable
          caption="Bill months"
          columns={columns}
          rows={list}
          loading={months.isFetching}
          rowKey={(m) => m.id}
          emptyText="No bill month yet."
        />
      </Paper>
      {selected !== undefined && <RatesPanel key={selected.id} month={selected} canEdit={canEdit} />}
      {editing !== undefined && (
        <MonthDialog
          month={editing}
          onClose={() => setEditing(undefined)}
          onSaved={(m) => {
            notify.success(`${billMonthLabel(m.period)} saved.`);
            setEditing(undefined);
            setMonthParam(m.id);
          }}
        />
      )}
      <ConfirmDialog
        open={closing !== null}
        title={`Close ${closing === null ? '' : billMonthLabel(closing.period)}?`}
        message={
          closing === null
            ? ''
            : `${formatNumber(closing.billCount, 0)} bills and ${formatNumber(closing.readingCount, 0)} readings. A closed month takes no more readings, rates or computation; bills can still be adjusted or cancelled. This cannot be undone.`
        }
        confirmLabel="Close month"
        danger
        onClose={() => setClosing(null)}
        onConfirm={async () => {
          if (closing === null) return;
          const m = await close.mutateAsync({ params: { id: closing.id } });
          notify.success(`${billMonthLabel(m.period)} is closed.`);
        }}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting === null ? '' : billMonthLabel(deleting.period)}?`}
        message="The month has no readings or bills. It is deleted with its rates and discounts; the deletion is recorded in the audit trail."
        confirmLabel="Delete month"
        danger
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (deleting === null) return;
          await remove.mutateAsync({ params: { id: deleting.id } });
          notify.success(`${billMonthLabel(deleting.period)} deleted.`);
        }}
      />
    </Box>
  );
}
