// /isd/msd/service-requests/reports: by date filed, by date accomplished, and the NEA "Summary of
// Complaints Received and Acted Upon" per area with the crews' average hours; each exports .xlsx
// and prints with the print pack.
import { formatDateTime } from '@ilaw/contracts/format';
import { exportDateAccomplishedReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-date-accomplished-report';
import { exportDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-date-accomplished-summary';
import { exportServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/export-service-request-report';
import { getDateAccomplishedReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-report';
import { getDateAccomplishedSummaryEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-date-accomplished-summary';
import { getServiceRequestReportEndpoint } from '@ilaw/contracts/msd/service-request-reports/get-service-request-report';
import type { ServiceRequestReport } from '@ilaw/contracts/msd/service-request-reports/service-request-report';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { ReportPrintPack } from '#web/shared/print/ReportPrintPack.tsx';
import { SimpleTable } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ReportFilterBar, useReportFilters, type ReportFilters } from './report-filters.tsx';

const VIEWS = [
  { key: 'filed', label: 'By date filed' },
  { key: 'accomplished', label: 'By date accomplished' },
  { key: 'summary', label: 'Complaints summary (NEA)' },
] as const;
type View = (typeof VIEWS)[number]['key'];

export const NEA_SUMMARY_TITLE = 'Summary of Complaints Received and Acted Upon';

export default function ServiceRequestReportsPage() {
  return (
    <ScreenAccess reads={getServiceRequestReportEndpoint}>
      <Reports />
    </ScreenAccess>
  );
}

function Reports() {
  const [params, setParams] = useSearchParams();
  const view = (VIEWS.find((v) => v.key === params.get('view'))?.key ?? 'filed') as View;
  const [filters, set] = useReportFilters();
  const exportEndpoint =
    view === 'filed'
      ? exportServiceRequestReportEndpoint
      : view === 'accomplished'
        ? exportDateAccomplishedReportEndpoint
        : exportDateAccomplishedSummaryEndpoint;
  const title =
    view === 'summary'
      ? NEA_SUMMARY_TITLE
      : `Service requests ${VIEWS.find((v) => v.key === view)!.label.toLowerCase()}`;
  const printed = [{ label: 'Period', value: `${filters.dateFrom} to ${filters.dateTo}` }];
  return (
    <Box>
      <PageHeader title="Service Request Reports" />
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: View) =>
            setParams((p) => {
              const next = new URLSearchParams(p);
              next.set('view', v);
              return next;
            })
          }
          aria-label="Reports"
          className="no-print"
        >
          {VIEWS.map((v) => (
            <Tab key={v.key} value={v.key} label={v.label} />
          ))}
        </Tabs>
        <Stack direction="row" sx={{ alignItems: 'center', pr: 2 }}>
          <Box sx={{ flexGrow: 1 }}>
            <ReportFilterBar filters={filters} set={set} />
          </Box>
          <ExportButton endpoint={exportEndpoint} query={filters} />
          <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} sx={{ ml: 1 }}>
            Print
          </Button>
        </Stack>
        <ReportPrintPack title={title} filters={printed} orientation="landscape">
          {view === 'filed' && <Filed filters={filters} />}
          {view === 'accomplished' && <Accomplished filters={filters} />}
          {view === 'summary' && <Summary filters={filters} />}
        </ReportPrintPack>
      </Paper>
    </Box>
  );
}

type Counts = ServiceRequestReport['totals'];
const countColumns = <T extends Counts>() => [
  { key: 'received', header: 'Received', align: 'right' as const, render: (r: T) => r.received },
  { key: 'forSchedule', header: 'For schedule', align: 'right' as const, render: (r: T) => r.forSchedule },
  { key: 'scheduled', header: 'Scheduled', align: 'right' as const, render: (r: T) => r.scheduled },
  { key: 'accomplished', header: 'Accomplished', align: 'right' as const, render: (r: T) => r.accomplished },
  { key: 'cancelled', header: 'Cancelled', align: 'right' as const, render: (r: T) => r.cancelled },
  { key: 'overdue', header: 'Overdue', align: 'right' as const, render: (r: T) => r.overdue },
  { key: 'withinTarget', header: 'Within target', align: 'right' as const, render: (r: T) => r.withinTarget },
];

function Filed({ filters }: { filters: ReportFilters }) {
  const r = useQuery(endpointQuery(getServiceRequestReportEndpoint, { query: filters }));
  const d = r.data;
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Typography variant="subtitle1">By type</Typography>
      <SimpleTable
        caption="By type"
        rows={d ? [...d.byType, { typeId: 0, typeName: 'Total', neaCategory: '', ...d.totals }] : undefined}
        rowKey={(x) => x.typeId}
        columns={[
          { key: 'type', header: 'Type', render: (x) => x.typeName },
          { key: 'nea', header: 'NEA', render: (x) => x.neaCategory },
          ...countColumns<Counts & { typeName: string; neaCategory: string }>(),
        ]}
      />
      <Typography variant="subtitle1">By branch</Typography>
      <SimpleTable
        caption="By branch"
        rows={d?.byBranch}
        rowKey={(x) => x.branchCode}
        columns={[
          { key: 'branch', header: 'Branch', render: (x) => x.branchName },
          ...countColumns<Counts & { branchName: string }>(),
        ]}
      />
      <Typography variant="subtitle1">By team</Typography>
      <SimpleTable
        caption="By team"
        rows={d?.byTeam}
        rowKey={(x) => x.teamId ?? 0}
        columns={[
          { key: 'team', header: 'Team', render: (x) => x.teamName },
          ...countColumns<Counts & { teamName: string }>(),
        ]}
      />
    </Stack>
  );
}

function Accomplished({ filters }: { filters: ReportFilters }) {
  const r = useQuery(endpointQuery(getDateAccomplishedReportEndpoint, { query: filters }));
  const h = (v: number | null) => (v === null ? '-' : v.toFixed(2));
  return (
    <Box sx={{ p: 2 }}>
      <SimpleTable
        caption="Accomplished requests"
        rows={r.data}
        rowKey={(x) => x.id}
        columns={[
          { key: 'no', header: 'Request no.', render: (x) => x.requestNo },
          { key: 'type', header: 'Type', render: (x) => x.typeName },
          { key: 'branch', header: 'Branch', render: (x) => x.branchName ?? '-' },
          { key: 'team', header: 'Team', render: (x) => x.teamName ?? '-' },
          { key: 'received', header: 'Received', render: (x) => formatDateTime(x.receivedAt) },
          { key: 'done', header: 'Accomplished', render: (x) => formatDateTime(x.accomplishedAt) },
          { key: 'rd', header: 'To dispatch (h)', align: 'right', render: (x) => h(x.receivedToDispatchedHours) },
          { key: 'da', header: 'To arrival (h)', align: 'right', render: (x) => h(x.dispatchedToArrivedHours) },
          { key: 'ad', header: 'To done (h)', align: 'right', render: (x) => h(x.arrivedToDoneHours) },
          {
            key: 'clock',
            header: 'Clock / target',
            align: 'right',
            render: (x) => `${x.elapsedHours} / ${x.targetHours}`,
          },
          { key: 'ok', header: 'Within target', render: (x) => (x.withinTarget ? 'Yes' : 'No') },
        ]}
      />
    </Box>
  );
}

function Summary({ filters }: { filters: ReportFilters }) {
  const r = useQuery(endpointQuery(getDateAccomplishedSummaryEndpoint, { query: filters }));
  const s = r.data;
  const lineColumns = [
    { key: 'no', header: 'No.', render: (l: { code: string }) => l.code },
    {
      key: 'nature',
      header: 'Nature of complaint',
      render: (l: { groupLabel: string; label: string }) => `${l.groupLabel}: ${l.label}`,
    },
    { key: 'received', header: 'Received', align: 'right' as const, render: (l: { received: number }) => l.received },
    { key: 'acted', header: 'Acted upon', align: 'right' as const, render: (l: { actedUpon: number }) => l.actedUpon },
  ];
  const h = (v: number | null) => (v === null ? '-' : v.toFixed(2));
  return (
    <Stack spacing={2} sx={{ p: 2 }} data-testid="complaints-summary">
      <Typography variant="subtitle1">All areas</Typography>
      <SimpleTable caption="All areas" rows={s?.totals} rowKey={(l) => l.code} columns={lineColumns} />
      {(s?.areas ?? []).map((a) => (
        <Box key={a.branchCode}>
          <Typography variant="subtitle1">
            {a.branchName}: {a.received} received, {a.actedUpon} acted upon
          </Typography>
          <SimpleTable
            caption={a.branchName}
            rows={a.lines.filter((l) => l.received + l.actedUpon > 0)}
            rowKey={(l) => l.code}
            columns={lineColumns}
          />
        </Box>
      ))}
      <Typography variant="subtitle1">Crew average hours</Typography>
      <SimpleTable
        caption="Crew average hours"
        rows={s?.crews}
        rowKey={(c) => c.teamId}
        columns={[
          { key: 'team', header: 'Team', render: (c) => c.teamName },
          { key: 'n', header: 'Accomplished', align: 'right', render: (c) => c.accomplished },
          { key: 'rd', header: 'Received to dispatched', align: 'right', render: (c) => h(c.avgReceivedToDispatched) },
          { key: 'da', header: 'Dispatched to arrival', align: 'right', render: (c) => h(c.avgDispatchedToArrived) },
          { key: 'ad', header: 'Arrival to done', align: 'right', render: (c) => h(c.avgArrivedToDone) },
        ]}
      />
    </Stack>
  );
}
