// Disconnection Summary (Meter Disconnection menu): orders made in a date range by day, crew,
// branch and status, with the notices printed and served; the .xlsx export and the print pack.
import type { DisconnectionSummary } from '@ilaw/contracts/billing/disconnections/disconnection';
import { exportDisconnectionSummaryEndpoint } from '@ilaw/contracts/billing/disconnections/export-disconnection-summary';
import { getDisconnectionSummaryEndpoint } from '@ilaw/contracts/billing/disconnections/get-disconnection-summary';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { BRANCH_OPTIONS, branchLabel } from '../shared/billing-screen-kit.ts';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

function Group({ title, headers, rows }: { title: string; headers: string[]; rows: ReactNode[][] }) {
  return (
    <Paper variant="outlined" sx={{ p: 1, overflowX: 'auto' }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            {headers.map((h, i) => (
              <TableCell key={h} align={i === 0 ? 'left' : 'right'}>
                {h}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={headers.length}>No orders in the range.</TableCell>
            </TableRow>
          )}
          {rows.map((r, i) => (
            <TableRow key={i}>
              {r.map((v, j) => (
                <TableCell key={j} align={j === 0 ? 'left' : 'right'}>
                  {v}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function Tables({ s }: { s: DisconnectionSummary }) {
  return (
    <Grid container spacing={2}>
      <Grid size={12}>
        <Group
          title="By day"
          headers={['Day', 'Orders', 'Disconnections', 'Reconnections', 'Executed']}
          rows={s.byDay.map((d) => [formatDate(d.key), d.orders, d.disconnections, d.reconnections, d.executed])}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Group
          title="By crew"
          headers={['Crew', 'Orders', 'Executed']}
          rows={s.byCrew.map((r) => [r.key, r.orders, r.executed])}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Group
          title="By branch"
          headers={['Branch', 'Orders', 'Executed', 'Arrears']}
          rows={s.byBranch.map((r) => [branchLabel(Number(r.key)), r.orders, r.executed, formatPeso(r.arrears)])}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Group
          title="By status"
          headers={['Kind', 'Status', 'Orders']}
          rows={s.byStatus.map((r) => [r.kind, r.status, r.orders])}
        />
      </Grid>
    </Grid>
  );
}

function Summary() {
  const url = useUrlState();
  const from = url.get('from') ?? today();
  const to = url.get('to') ?? from;
  const branch = url.get('branch');
  const branchCode = branch === null ? undefined : Number(branch);
  const query = { from, to, ...(branchCode === undefined ? {} : { branchCode }) };
  const summary = useQuery(endpointQuery(getDisconnectionSummaryEndpoint, { query }));
  const s = summary.data;
  return (
    <Box>
      <PageHeader
        title="Disconnection Summary"
        subtitle="Disconnection and reconnection orders by day, crew, branch and status."
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButton endpoint={exportDisconnectionSummaryEndpoint} query={query} />
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} disabled={!s}>
              Print
            </Button>
          </Stack>
        }
      />
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}>
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          onChange={(e) => url.set({ from: e.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={to}
          onChange={(e) => url.set({ to: e.target.value || null })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          size="small"
          label="Branch"
          name="branch"
          value={branchCode}
          onChange={(v) => url.set({ branch: v === undefined ? null : String(v) })}
          options={BRANCH_OPTIONS}
          sx={{ minWidth: 150 }}
        />
      </Stack>
      {s && (
        <ReportPrintPack
          title="Disconnection Summary"
          filters={[
            { label: 'Period', value: `${formatDate(s.from)} to ${formatDate(s.to)}` },
            { label: 'Branch', value: branchCode === undefined ? 'All' : branchLabel(branchCode) },
          ]}
        >
          <Typography sx={{ mb: 1 }} data-testid="summary-totals">
            {s.totals.notices} notices printed, {s.totals.served} served; {s.totals.disconnections} disconnection and{' '}
            {s.totals.reconnections} reconnection orders, {s.totals.executed} executed.
          </Typography>
          <Tables s={s} />
        </ReportPrintPack>
      )}
    </Box>
  );
}

export default function DisconnectionSummaryPage() {
  return (
    <ScreenAccess reads={getDisconnectionSummaryEndpoint}>
      <Summary />
    </ScreenAccess>
  );
}
