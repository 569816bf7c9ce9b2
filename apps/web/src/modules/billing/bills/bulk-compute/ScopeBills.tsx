import { listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { FilterSpec } from '#web/shared/list/list-params.ts';
import type { ListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import type { Scope } from './run-totals.ts';

type BillRow = ResponseOf<typeof listBillsEndpoint>['data'][number];

const billColumns: Column<BillRow>[] = [
  { key: 'billNo', header: 'Bill no.', render: (b) => b.billNo },
  { key: 'account', header: 'Account', render: (b) => b.accountNo },
  { key: 'name', header: 'Name', render: (b) => b.consumerName },
  { key: 'route', header: 'Route', render: (b) => b.routeCode ?? '-' },
  { key: 'class', header: 'Class', render: (b) => b.consumerClass },
  { key: 'kwh', header: 'kWh', align: 'right', render: (b) => formatNumber(b.kwh) },
  { key: 'total', header: 'Amount', align: 'right', render: (b) => formatPeso(b.totalAmount) },
  { key: 'status', header: 'Status', render: (b) => <StatusChip status={b.status} /> },
];

/** The bills posted for the month in the scope; the page holds the query (it also tells whether a route has any). */
export function ScopeBills({
  title,
  bills,
  table,
}: {
  title: string;
  bills: ReturnType<typeof useScopeBills>;
  table: ListParams<FilterSpec>['table'];
}) {
  return (
    <Paper variant="outlined">
      <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, p: 2, pb: 0 }}>
        {title}
      </Typography>
      <DataTable
        columns={billColumns}
        result={bills.data}
        loading={bills.isFetching}
        {...table}
        rowKey={(b) => b.id}
        caption="Posted bills"
        emptyText="No bills yet for this month and scope."
      />
    </Paper>
  );
}

/** One page of the scope's bills. */
export function useScopeBills(
  s: { billMonthId: number | undefined; scope: Scope; branchCode: number | undefined; routeId: number | undefined },
  paging: { page: number; itemsPerPage: number },
) {
  return usePagedEndpoint(listBillsEndpoint, {
    query: {
      ...paging,
      billMonthId: s.billMonthId,
      ...(s.scope === 'branch' && s.branchCode !== undefined ? { branchCode: s.branchCode } : {}),
      ...(s.scope === 'route' && s.routeId !== undefined ? { routeId: s.routeId } : {}),
    },
    enabled: s.billMonthId !== undefined,
  });
}
