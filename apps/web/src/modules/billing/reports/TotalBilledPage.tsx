// Total billed per bill month (posted bills); a month opens its branch and class breakdown.
import { totalBilledEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed';
import type { ResponseOf } from '@ilaw/contracts/http';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';

type Row = ResponseOf<typeof totalBilledEndpoint>[number];

export default function TotalBilledPage() {
  return (
    <ScreenAccess reads={totalBilledEndpoint}>
      <TotalBilledScreen />
    </ScreenAccess>
  );
}

function TotalBilledScreen() {
  const months = useQuery(endpointQuery(totalBilledEndpoint));
  const columns: Column<Row>[] = [
    {
      key: 'period',
      header: 'Bill month',
      render: (r) => (
        <Link component={RouterLink} to={`/fsd/billing/total-billed/${r.billMonthId}`}>
          {billMonthLabel(r.period)}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (r) => <StatusChip status={r.status === 'Open' ? 'active' : 'completed'} label={r.status} />,
    },
    { key: 'bills', header: 'Bills', align: 'right', render: (r) => formatNumber(r.bills, 0) },
    { key: 'kwh', header: 'kWh', align: 'right', render: (r) => formatNumber(r.kwh) },
    { key: 'total', header: 'Total billed', align: 'right', render: (r) => formatPeso(r.total) },
  ];
  return (
    <Box>
      <PageHeader
        title="Total Billed"
        subtitle="Posted bills per bill month; open a month for its branches and classes."
      />
      <Paper variant="outlined">
        <SimpleTable
          columns={columns}
          rows={months.data}
          loading={months.isFetching}
          rowKey={(r) => r.billMonthId}
          caption="Total billed per bill month"
          emptyText="No bill month yet."
        />
      </Paper>
    </Box>
  );
}
