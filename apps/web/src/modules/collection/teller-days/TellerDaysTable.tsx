// Daily collection reports: a teller's own days, or every teller's for the cashier and manager.
import { listTellerDaysEndpoint } from '@ilaw/contracts/collection/teller-days/list-teller-days';
import type { TellerDayRow } from '@ilaw/contracts/collection/teller-days/teller-day';
import { TELLER_DAY_STATUSES } from '@ilaw/contracts/collection/common';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { oneOf } from '#web/shared/list/list-params.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';

const columns: Column<TellerDayRow>[] = [
  {
    key: 'date',
    header: 'Date',
    render: (d) => (
      <Link component={RouterLink} to={`/fsd/collection/daily-collection-report/${d.id}`}>
        {formatDate(d.businessDate)}
      </Link>
    ),
  },
  { key: 'teller', header: 'Teller', render: (d) => d.tellerName },
  { key: 'office', header: 'Office', render: (d) => d.collectionOffice },
  { key: 'payments', header: 'Payments', align: 'right', render: (d) => d.payments },
  { key: 'collected', header: 'Collected', align: 'right', render: (d) => formatPeso(d.collected) },
  {
    key: 'overShort',
    header: 'Over/short',
    align: 'right',
    render: (d) => (d.overShort === null ? '-' : formatPeso(d.overShort)),
  },
  {
    key: 'status',
    header: 'Status',
    render: (d) => <StatusChip status={d.status === 'Received' ? 'locked' : d.status} label={d.status} />,
  },
];

export function TellerDaysTable() {
  const list = useListParams({ filters: { status: oneOf(TELLER_DAY_STATUSES) } });
  const days = usePagedEndpoint(listTellerDaysEndpoint, { query: { ...list.query, ...list.filters } });
  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 1, mb: 1 }}>
        <FilterSelect
          label="Status"
          name="status"
          value={list.filters.status}
          options={TELLER_DAY_STATUSES.map((s) => ({ value: s, label: s }))}
          onChange={(v) => list.setFilter('status', v)}
        />
      </Box>
      <DataTable
        caption="Daily collection reports"
        columns={columns}
        result={days.data}
        loading={days.isFetching}
        rowKey={(d) => d.id}
        emptyText="No collection day yet."
        {...list.table}
      />
    </Box>
  );
}
