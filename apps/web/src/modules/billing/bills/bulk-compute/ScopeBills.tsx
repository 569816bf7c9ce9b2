import { exportBillsEndpoint } from '@ilaw/contracts/billing/bills/export-bills';
import { type BILL_SORT_COLUMNS, listBillsEndpoint } from '@ilaw/contracts/billing/bills/list-bills';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import type { ResponseOf } from '@ilaw/contracts/http';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import type { FilterSpec } from '#web/shared/list/list-params.ts';
import type { ListParams, ListQuery } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import type { Scope } from './run-totals.ts';

type BillRow = ResponseOf<typeof listBillsEndpoint>['data'][number];

const billColumns: Column<BillRow>[] = [
  { key: 'billNo', header: 'Bill no.', sortable: true, render: (b) => b.billNo },
  { key: 'accountNo', header: 'Account', sortable: true, render: (b) => b.accountNo },
  { key: 'consumerName', header: 'Name', sortable: true, render: (b) => b.consumerName },
  { key: 'routeCode', header: 'Route', sortable: true, render: (b) => b.routeCode ?? '-' },
  { key: 'consumerClass', header: 'Class', sortable: true, render: (b) => b.consumerClass },
  { key: 'kwh', header: 'kWh', align: 'right', sortable: true, render: (b) => formatNumber(b.kwh) },
  { key: 'totalAmount', header: 'Amount', align: 'right', sortable: true, render: (b) => formatPeso(b.totalAmount) },
  { key: 'status', header: 'Status', sortable: true, render: (b) => <StatusChip status={b.status} /> },
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
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2, pb: 0 }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, flexGrow: 1 }}>
          {title}
        </Typography>
        {bills.exportQuery.billMonthId !== undefined && (
          <ExportButton endpoint={exportBillsEndpoint} query={bills.exportQuery} />
        )}
      </Box>
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
  paging: ListQuery<(typeof BILL_SORT_COLUMNS)[number]>,
) {
  // The export writes every bill of the same scope in the same sort.
  const exportQuery = {
    ...(paging.sort === undefined ? {} : { sort: paging.sort, order: paging.order }),
    billMonthId: s.billMonthId,
    ...(s.scope === 'branch' && s.branchCode !== undefined ? { branchCode: s.branchCode } : {}),
    ...(s.scope === 'route' && s.routeId !== undefined ? { routeId: s.routeId } : {}),
  };
  const page = usePagedEndpoint(listBillsEndpoint, {
    query: { ...paging, ...exportQuery },
    enabled: s.billMonthId !== undefined,
  });
  return Object.assign(page, { exportQuery });
}
