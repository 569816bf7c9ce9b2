// Collection Summary (Manager): a day or range by day (with a chart), branch, town, teller,
// channel and GL account; the .xlsx export and the print pack (decision 017).
import { exportCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/export-collection-summary';
import { getCollectionSummaryEndpoint } from '@ilaw/contracts/collection/summary/get-collection-summary';
import type { CollectionSummary } from '@ilaw/contracts/collection/summary/collection-summary';
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
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { DateRangeFilter } from '#web/shared/list/DateRangeFilter.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { dateRangeInOrder } from '#web/shared/list/list-params.ts';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { CollectionSummaryChart } from './CollectionSummaryChart.tsx';

const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());

function Totals({
  title,
  rows,
}: {
  title: string;
  rows: { key: string; label: string; payments?: number; amount: string }[];
}) {
  return (
    <Paper variant="outlined" sx={{ p: 1 }}>
      <Table size="small" aria-label={title}>
        <TableHead>
          <TableRow>
            <TableCell>{title}</TableCell>
            <TableCell align="right">Payments</TableCell>
            <TableCell align="right">Amount</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={3}>No collection in the range.</TableCell>
            </TableRow>
          )}
          {rows.map((r) => (
            <TableRow key={r.key}>
              <TableCell>{r.label}</TableCell>
              <TableCell align="right">{r.payments ?? ''}</TableCell>
              <TableCell align="right">{formatPeso(r.amount)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}

function SummaryTables({ s }: { s: CollectionSummary }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <Totals title="Branch" rows={s.byBranch} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Totals title="Channel" rows={s.byChannel} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Totals title="Town" rows={s.byTown} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Totals title="Teller" rows={s.byTeller} />
      </Grid>
      <Grid size={12}>
        <Totals
          title="GL account"
          rows={s.byGlAccount.map((g) => ({ key: g.code, label: `${g.code} ${g.description}`, amount: g.amount }))}
        />
      </Grid>
    </Grid>
  );
}

function Summary() {
  const url = useUrlState();
  const from = url.get('from') ?? today();
  const to = url.get('to') ?? from;
  const query = { from, to };
  const summary = useQuery({
    ...endpointQuery(getCollectionSummaryEndpoint, { query }),
    enabled: dateRangeInOrder(from, to),
  });
  const s = summary.data;
  return (
    <Box>
      <PageHeader
        title="Collection Summary"
        subtitle="Collections net of cancellations, by day, branch, town, teller, channel and GL account."
        actions={
          <Stack direction="row" spacing={1}>
            <ExportButton endpoint={exportCollectionSummaryEndpoint} query={query} />
            <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} disabled={!s}>
              Print
            </Button>
          </Stack>
        }
      />
      <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <DateRangeFilter
          from={from}
          to={to}
          fromName="from"
          toName="to"
          onFromChange={(v) => url.set({ from: v ?? null })}
          onToChange={(v) => url.set({ to: v ?? null })}
        />
      </Box>
      {s && (
        <ReportPrintPack
          title="Collection Summary"
          filters={[{ label: 'Period', value: `${formatDate(s.from)} to ${formatDate(s.to)}` }]}
          orientation="portrait"
        >
          <Typography sx={{ mb: 1 }} data-testid="summary-total">
            Collected <strong>{formatPeso(s.total)}</strong> in {s.payments} payments
          </Typography>
          <Paper variant="outlined" sx={{ p: 1, mb: 2 }}>
            <CollectionSummaryChart summary={s} />
          </Paper>
          <SummaryTables s={s} />
        </ReportPrintPack>
      )}
    </Box>
  );
}

export default function CollectionSummaryPage() {
  return (
    <ScreenAccess reads={getCollectionSummaryEndpoint}>
      <Summary />
    </ScreenAccess>
  );
}
