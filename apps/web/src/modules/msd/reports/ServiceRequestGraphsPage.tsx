// /isd/msd/service-requests/graphs: volume received and accomplished by day, requests by type
// and status, and each crew's average hours (MUI X Charts).
import { formatDate } from '@ilaw/contracts/format';
import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { getServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-service-request-report';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ReportFilterBar, useReportFilters } from './report-filters.tsx';

export default function ServiceRequestGraphsPage() {
  return (
    <ScreenAccess reads={getServiceRequestReportEndpoint}>
      <Graphs />
    </ScreenAccess>
  );
}

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="figure" aria-label={title}>
      <Typography variant="subtitle1">{title}</Typography>
      {children}
    </Paper>
  );
}

function Graphs() {
  const [filters, set] = useReportFilters();
  const report = useQuery(endpointQuery(getServiceRequestReportEndpoint, { query: filters }));
  const summary = useQuery(endpointQuery(getDateAccomplishedSummaryEndpoint, { query: filters }));
  const r = report.data;
  const s = summary.data;
  return (
    <Box>
      <PageHeader title="Service Request Graphs" />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <ReportFilterBar filters={filters} set={set} />
      </Paper>
      <Grid container spacing={2}>
        <Grid size={12}>
          <Card title="Received and accomplished by day">
            {r && r.byDay.length > 0 ? (
              <LineChart
                height={260}
                xAxis={[{ scaleType: 'point', data: r.byDay.map((d) => formatDate(d.date, 'MMM DD')) }]}
                series={[
                  { data: r.byDay.map((d) => d.received), label: 'Received' },
                  { data: r.byDay.map((d) => d.accomplished), label: 'Accomplished' },
                ]}
              />
            ) : (
              <Typography color="text.secondary">No requests in the period.</Typography>
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Requests by type">
            {r && r.byType.length > 0 && (
              <BarChart
                height={300}
                layout="horizontal"
                yAxis={[{ scaleType: 'band', data: r.byType.map((t) => t.typeName), width: 120 }]}
                series={[
                  { data: r.byType.map((t) => t.accomplished), label: 'Accomplished', stack: 'a' },
                  { data: r.byType.map((t) => t.forSchedule + t.scheduled), label: 'Open', stack: 'a' },
                  { data: r.byType.map((t) => t.cancelled), label: 'Cancelled', stack: 'a' },
                ]}
              />
            )}
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Card title="Crew average hours">
            {s && s.crews.length > 0 ? (
              <BarChart
                height={300}
                xAxis={[{ scaleType: 'band', data: s.crews.map((c) => c.teamName) }]}
                series={[
                  { data: s.crews.map((c) => c.avgReceivedToDispatched), label: 'Received to dispatched' },
                  { data: s.crews.map((c) => c.avgDispatchedToArrived), label: 'Dispatched to arrival' },
                  { data: s.crews.map((c) => c.avgArrivedToDone), label: 'Arrival to done' },
                ]}
              />
            ) : (
              <Typography color="text.secondary">No accomplished requests in the period.</Typography>
            )}
          </Card>
        </Grid>
      </Grid>
    </Box>
  );
}
