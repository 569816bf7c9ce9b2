// (CO) Connection Order: the orders with search, status and crew filters in the URL, the branch
// filter for ConOrderFilterByBranch and the export for ConOrderExportReport (decision 072). The
// technical side's /tsd/connection-order is the same list opened on the crews' assigned orders.
import { CONNECTION_ORDER_STATUSES } from '@ilaw/contracts/msd/enums';
import type { ConnectionOrder } from '@ilaw/contracts/msd/connection-orders/connection-order';
import { exportConnectionOrdersEndpoint } from '@ilaw/contracts/msd/connection-orders/export-connection-orders';
import {
  CONNECTION_ORDER_SORT_COLUMNS,
  listConnectionOrdersEndpoint,
} from '@ilaw/contracts/msd/connection-orders/list-connection-orders';
import { formatDate } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { Link as RouterLink } from 'react-router';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { BranchFilter } from '#web/shared/list/BranchFilter.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { when } from '../new-connections/connection-parts.tsx';
import { ORDER_STATUS_OPTIONS, OrderStatusChip, orderPath } from './order-parts.tsx';

const FILTERS = { search: text, status: oneOf(CONNECTION_ORDER_STATUSES), branchCode: int };

export default function ConnectionOrdersPage() {
  return (
    <ScreenAccess reads={listConnectionOrdersEndpoint}>
      <ConnectionOrderList side="msd" />
    </ScreenAccess>
  );
}

export function ConnectionOrderList({ side }: { side: 'msd' | 'tsd' }) {
  const list = useListParams({
    filters: FILTERS,
    sortable: CONNECTION_ORDER_SORT_COLUMNS,
    ...(side === 'tsd' ? { defaults: { status: 'Assigned' as const } } : {}),
  });
  const { filters, setFilter } = list;
  const user = useCurrentUser();
  const byBranch = (user.data?.roles ?? []).includes('ConOrderFilterByBranch');
  const query = { ...filters, ...(byBranch ? {} : { branchCode: undefined }) };
  const orders = usePagedEndpoint(listConnectionOrdersEndpoint, { query: { ...list.query, ...query } });
  const columns: Column<ConnectionOrder>[] = [
    {
      key: 'coNumber',
      header: 'CO no.',
      sortable: true,
      phone: 'title',
      render: (r) => (
        <Link component={RouterLink} to={orderPath(r.id)}>
          {r.coNumber}
        </Link>
      ),
    },
    { key: 'createdAt', header: 'Issued', sortable: true, render: (r) => when(r.createdAt) },
    { key: 'applicant', header: 'Applicant', sortable: true, render: (r) => r.applicantName },
    { key: 'address', header: 'Address', render: (r) => `${r.address}, ${r.barangay}` },
    { key: 'accountNo', header: 'Account no.', render: (r) => r.accountNo },
    { key: 'orNumber', header: 'OR no.', render: (r) => r.orNumber },
    { key: 'team', header: 'Crew', render: (r) => r.teamName ?? '-' },
    {
      key: 'scheduledOn',
      header: 'Schedule',
      sortable: true,
      render: (r) => (r.scheduledOn ? formatDate(r.scheduledOn) : '-'),
    },
    { key: 'status', header: 'Status', sortable: true, render: (r) => <OrderStatusChip status={r.status} /> },
  ];
  return (
    <Box>
      <PageHeader
        title={side === 'tsd' ? 'Connection Order' : '(CO) Connection Order'}
        subtitle="Connection orders of new connections whose fees are paid: assigned to a crew, energized into billing."
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="CO no., application, applicant, account"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Status"
            name="Status"
            value={filters.status}
            onChange={(v) => setFilter('status', v)}
            options={ORDER_STATUS_OPTIONS}
          />
          {byBranch && <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />}
          <ExportButton endpoint={exportConnectionOrdersEndpoint} query={{ ...list.sortQuery, ...query }} />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={orders.data}
          loading={orders.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          caption="Connection orders"
          emptyText="No connection orders match."
        />
      </Paper>
    </Box>
  );
}
