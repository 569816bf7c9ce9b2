// /ogm/travel-orders/:id? (OGM) and /iad/travel-orders/:id? (IAD, read-only): without an id the
// travel orders by status, year and search; with one, the order, its signatories and its print.
import { listTravelOrdersEndpoint } from '@ilaw/contracts/travel/travel-orders/list-travel-orders';
import { createTravelOrderEndpoint } from '@ilaw/contracts/travel/travel-orders/create-travel-order';
import {
  TRAVEL_ORDER_SORT_COLUMNS,
  TRAVEL_ORDER_STATUS,
  type TravelOrder,
} from '@ilaw/contracts/travel/travel-orders/travel-order';
import { formatPeso } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Link as RouterLink, useParams } from 'react-router';
import { ApprovalStepLine } from '#web/shared/approvals/ApprovalParts.tsx';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { TravelOrderDetail } from './TravelOrderDetail.tsx';
import { TravelOrderStatus, travelDates, travellerNames } from './travel-order-parts.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';

export type TravelOrdersBase = '/ogm/travel-orders' | '/iad/travel-orders';

const STATUS_OPTIONS = Object.values(TRAVEL_ORDER_STATUS).map((s) => ({ value: s.value, label: s.label }));

export function TravelOrders({ base }: { base: TravelOrdersBase }) {
  const raw = useParams()['id'];
  const id = raw === undefined ? null : Number(raw);
  return id === null || !Number.isInteger(id) || id < 1 ? (
    <TravelOrderList base={base} />
  ) : (
    <TravelOrderDetail id={id} base={base} />
  );
}

export default function OgmTravelOrdersPage() {
  return <TravelOrders base="/ogm/travel-orders" />;
}

function TravelOrderList({ base }: { base: TravelOrdersBase }) {
  const list = useListParams({
    filters: { search: text, status: int, year: int },
    sortable: TRAVEL_ORDER_SORT_COLUMNS,
  });
  const rows = usePagedEndpoint(listTravelOrdersEndpoint, { query: { ...list.query, ...list.filters } });
  const can = useCan();
  const columns: Column<TravelOrder>[] = [
    { key: 'toNumber', header: 'TO number', sortable: true, render: (r) => r.toNumber },
    { key: 'dateFrom', header: 'Dates', sortable: true, render: (r) => travelDates(r) },
    { key: 'travellers', header: 'Travellers', render: travellerNames },
    { key: 'destination', header: 'Destination', sortable: true, render: (r) => r.destination },
    { key: 'expenses', header: 'Estimated expenses', align: 'right', render: (r) => formatPeso(r.estimatedExpenses) },
    {
      key: 'status',
      header: 'Status',
      sortable: true,
      render: (r) => (
        <>
          <TravelOrderStatus status={r.status} />
          <ApprovalStepLine approval={r.approval} />
        </>
      ),
    },
  ];
  const thisYear = new Date().getFullYear();
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map((y) => ({ value: y, label: String(y) }));
  return (
    <ScreenAccess reads={listTravelOrdersEndpoint}>
      <Box>
        <PageHeader
          title="Travel Orders"
          subtitle={
            base === '/iad/travel-orders'
              ? 'Travel orders of the cooperative, for audit (read only).'
              : 'Travel orders: filed, signed by the recommending and approving officers, printed.'
          }
          actions={
            can(createTravelOrderEndpoint) && base === '/ogm/travel-orders' ? (
              <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/ogm/travel-orders/form/new">
                New travel order
              </Button>
            ) : undefined
          }
        />
        <Paper variant="outlined">
          <ListFilterBar>
            <SearchField
              placeholder="TO number, destination, purpose or traveller"
              value={list.filters.search}
              onChange={(v) => list.setFilter('search', v)}
            />
            <FilterSelect
              label="Status"
              name="status"
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={STATUS_OPTIONS}
            />
            <FilterSelect
              label="Year"
              name="year"
              value={list.filters.year}
              onChange={(v) => list.setFilter('year', v)}
              options={years}
            />
          </ListFilterBar>
          <DataTable
            columns={columns}
            result={rows.data}
            loading={rows.isFetching}
            {...list.table}
            rowKey={(r) => r.id}
            rowHref={(r) => `${base}/${r.id}`}
            caption="Travel orders"
            emptyText="No travel orders."
          />
        </Paper>
      </Box>
    </ScreenAccess>
  );
}
