// One bill month's total billed by branch and consumer class, with branch subtotals.
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { totalBilledDetailEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed-detail';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import ArrowBack from '@mui/icons-material/ArrowBack';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { addDecimals } from '../shared/decimal-text.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';

interface Line {
  key: string;
  branch: string;
  consumerClass: string;
  bills: number;
  kwh: string;
  total: string;
  subtotal: boolean;
}

export default function TotalBilledDetailPage() {
  return (
    <ScreenAccess reads={totalBilledDetailEndpoint}>
      <TotalBilledDetailScreen />
    </ScreenAccess>
  );
}

function TotalBilledDetailScreen() {
  const id = Number(useParams()['id']);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useQuery({ ...endpointQuery(totalBilledDetailEndpoint, { params: { id } }), enabled: valid });
  const branches = useBranches();
  const branchName = (code: number) => branches.data?.find((b) => b.code === code)?.name ?? String(code);

  const lines: Line[] = [];
  const codes = [...new Set((detail.data?.rows ?? []).map((r) => r.branchCode))];
  for (const code of codes) {
    const rows = detail.data!.rows.filter((r) => r.branchCode === code);
    for (const r of rows) {
      lines.push({
        key: `${code}-${r.consumerClass}`,
        branch: branchName(code),
        consumerClass: `${r.consumerClass} - ${Object.values(CONSUMER_CLASS).find((c) => c.value === r.consumerClass)?.label ?? ''}`,
        bills: r.bills,
        kwh: r.kwh,
        total: r.total,
        subtotal: false,
      });
    }
    if (codes.length > 1)
      lines.push({
        key: `${code}-sub`,
        branch: branchName(code),
        consumerClass: 'Subtotal',
        bills: rows.reduce((n, r) => n + r.bills, 0),
        kwh: addDecimals(...rows.map((r) => r.kwh)),
        total: addDecimals(...rows.map((r) => r.total)),
        subtotal: true,
      });
  }
  const m = detail.data?.month;
  if (m && lines.length > 0)
    lines.push({
      key: 'total',
      branch: 'Total',
      consumerClass: '',
      bills: m.bills,
      kwh: m.kwh,
      total: m.total,
      subtotal: true,
    });
  const strong = (l: Line, text: string) => (l.subtotal ? <strong>{text}</strong> : text);
  const columns: Column<Line>[] = [
    { key: 'branch', header: 'Branch', render: (l) => strong(l, l.branch) },
    { key: 'class', header: 'Class', render: (l) => strong(l, l.consumerClass) },
    { key: 'bills', header: 'Bills', align: 'right', render: (l) => strong(l, formatNumber(l.bills, 0)) },
    { key: 'kwh', header: 'kWh', align: 'right', render: (l) => strong(l, formatNumber(l.kwh)) },
    { key: 'total', header: 'Total billed', align: 'right', render: (l) => strong(l, formatPeso(l.total)) },
  ];
  return (
    <Box>
      <PageHeader
        title={m ? `Total Billed: ${billMonthLabel(m.period)}` : 'Total Billed Details'}
        subtitle={
          m ? `${m.status} month · ${formatNumber(m.bills, 0)} posted bills · ${formatPeso(m.total)}` : undefined
        }
        actions={
          <Stack direction="row" spacing={1} className="no-print">
            <Button component={RouterLink} to="/fsd/billing/total-billed" startIcon={<ArrowBack />}>
              All months
            </Button>
            <Button startIcon={<Print />} onClick={() => window.print()} disabled={!m}>
              Print
            </Button>
          </Stack>
        }
      />
      {!valid ? (
        <Typography color="error">This is not a bill month.</Typography>
      ) : (
        <Paper variant="outlined">
          <ReportPrintPack
            title="Total Billed Details"
            filters={[
              { label: 'Bill month', value: m ? billMonthLabel(m.period) : '-' },
              { label: 'Month status', value: m?.status ?? '-' },
            ]}
          >
            <SimpleTable
              columns={columns}
              rows={lines}
              loading={detail.isFetching}
              rowKey={(l) => l.key}
              caption="Total billed by branch and class"
              emptyText={detail.isError ? 'The bill month was not found.' : 'No posted bills in this month.'}
            />
          </ReportPrintPack>
        </Paper>
      )}
    </Box>
  );
}
