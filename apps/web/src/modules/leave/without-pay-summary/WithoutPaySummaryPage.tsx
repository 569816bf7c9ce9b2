// Without Pay Summary: days of leave taken without pay per employee and month, for a period
// (default: this year so far). Filters live in the URL query.
import { formatDate, todayInManila } from '@ilaw/contracts/format';
import { exportWithoutPaySummaryEndpoint } from '@ilaw/contracts/leave/without-pay-summary/export-without-pay-summary';
import { withoutPaySummaryEndpoint } from '@ilaw/contracts/leave/without-pay-summary/get-without-pay-summary';
import { type WithoutPayRow } from '@ilaw/contracts/leave/without-pay-summary/without-pay-row';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { endpointQuery } from '#web/shared/api/query.ts';
import { DateRangeFilter } from '#web/shared/list/DateRangeFilter.tsx';
import { dateRangeInOrder, isoDate, text } from '#web/shared/list/list-params.ts';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { MONTH_NAMES } from '@ilaw/contracts/format';
import { formatDays } from '../components/leave-labels.ts';

const monthLabel = (ym: string) => `${MONTH_NAMES[Number(ym.slice(5, 7)) - 1] ?? ym} ${ym.slice(0, 4)}`;

function WithoutPaySummaryPageScreen() {
  const today = todayInManila();
  // Absent dates are this year so far; clearing a date goes back to that.
  const list = useListParams({ filters: { dateFrom: isoDate, dateTo: isoDate, search: text } });
  const { search } = list.filters;
  const dateFrom = list.filters.dateFrom ?? `${today.slice(0, 4)}-01-01`;
  const dateTo = list.filters.dateTo ?? today;
  const valid = dateRangeInOrder(dateFrom, dateTo);
  const summary = useQuery({
    ...endpointQuery(withoutPaySummaryEndpoint, { query: { dateFrom, dateTo, search } }),
    enabled: valid,
  });

  const columns: Column<WithoutPayRow>[] = [
    {
      key: 'employee',
      header: 'Employee',
      render: (r) => (
        <Link component={RouterLink} to={`/isd/hr/employees/${r.employeeId}`}>
          {r.employeeCode}
        </Link>
      ),
    },
    { key: 'name', header: 'Name', render: (r) => r.employeeName },
    { key: 'department', header: 'Department', render: (r) => r.departmentName ?? '-' },
    { key: 'month', header: 'Month', render: (r) => monthLabel(r.month) },
    { key: 'type', header: 'Leave type', render: (r) => r.leaveTypeCode },
    { key: 'applications', header: 'Applications', align: 'right', render: (r) => r.applications },
    { key: 'days', header: 'Days without pay', align: 'right', render: (r) => formatDays(r.days) },
  ];

  return (
    <Box>
      <PageHeader
        title="Without Pay Summary"
        subtitle="Approved leave beyond the employee's balance, by the month the leave started."
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <DateRangeFilter
            from={dateFrom}
            to={dateTo}
            onFromChange={(v) => list.setFilter('dateFrom', v)}
            onToChange={(v) => list.setFilter('dateTo', v)}
          />
          <SearchField
            size="small"
            placeholder="Name or employee ID"
            value={search}
            onChange={(v) => list.setFilter('search', v)}
            sx={{ minWidth: 240 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          {valid && (
            <ExportButton
              endpoint={exportWithoutPaySummaryEndpoint}
              query={{ dateFrom, dateTo, ...(search !== undefined ? { search } : {}) }}
            />
          )}
        </ListFilterBar>
        <SimpleTable
          caption="Days without pay"
          columns={columns}
          rows={summary.data?.rows}
          loading={summary.isFetching}
          rowKey={(r) => `${r.employeeId}-${r.month}-${r.leaveTypeCode}`}
          rowHref={(r) => `/isd/hr/employees/${r.employeeId}?tab=Leave+Ledger`}
          emptyText="No leave without pay in this period."
        />
        <Typography sx={{ p: 2, textAlign: 'right', fontWeight: 700 }} aria-label="Total days without pay">
          Total {formatDays(summary.data?.totalDays ?? '0')} days, {formatDate(dateFrom)} to {formatDate(dateTo)}
        </Typography>
      </Paper>
    </Box>
  );
}

/** Users who may not read withoutPaySummary see the no-access state instead (decision 015). */
export default function WithoutPaySummaryPage() {
  return (
    <ScreenAccess reads={withoutPaySummaryEndpoint}>
      <WithoutPaySummaryPageScreen />
    </ScreenAccess>
  );
}
