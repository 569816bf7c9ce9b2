import { BILL_SORT_COLUMNS } from '@ilaw/contracts/billing/bills/list-bills';
// Bulk compute: a test run (nothing posted) shows totals by class, the comparison with last month
// and the bills that would change; then the real run posts, again as a job with progress.
import { listBillMonthsEndpoint } from '@ilaw/contracts/billing/bill-months/list-bill-months';
import { startBulkComputeEndpoint } from '@ilaw/contracts/billing/bills/start-bulk-compute';
import { totalBilledDetailEndpoint } from '@ilaw/contracts/billing/reports/get-total-billed-detail';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Print from '@mui/icons-material/Print';
import Science from '@mui/icons-material/Science';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery, useInvalidateEndpoints } from '#web/shared/api/query.ts';
import { useEndpointMutation } from '#web/shared/api/use-endpoint-mutation.ts';
import { notify } from '#web/shared/feedback/notify.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { ConfirmDialog } from '#web/shared/ui/ConfirmDialog.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { useUrlState, type UrlValues } from '#web/shared/url/use-url-state.ts';
import { billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { BILL_READS } from '../shared/billing-reads.ts';
import { RoutePrintView } from './print/RoutePrintView.tsx';
import { RunSummary } from './bulk-compute/RunSummary.tsx';
import { compareByClass, parseResult, previousMonth, type Scope } from './bulk-compute/run-totals.ts';
import { ScopeBills, useScopeBills } from './bulk-compute/ScopeBills.tsx';
import { ScopeFields } from './bulk-compute/ScopeFields.tsx';
import { useComputeJob } from './bulk-compute/use-compute-job.ts';
import { JobProgress } from '../shared/JobProgress.tsx';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { GoLiveImportsPage } from '../../admin/public.ts';

// Ledger > Bulk Upload [Admin] also holds the go-live imports (decision 019), as its view 'go-live'.
export default function BulkComputeBillTestingPage() {
  const url = useUrlState();
  if (url.get('view') === 'go-live') return <GoLiveImportsPage />;
  return (
    <ScreenAccess reads={startBulkComputeEndpoint}>
      <BulkComputeBillTestingScreen />
    </ScreenAccess>
  );
}

function BulkComputeBillTestingScreen() {
  const url = useUrlState();
  const invalidate = useInvalidateEndpoints();
  const billMonthId = url.num('month');
  const scope: Scope = (['all', 'branch', 'route'] as const).find((s) => s === url.get('scope')) ?? 'all';
  const branchCode = url.num('branch');
  const routeId = url.num('route');
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const month = months.data?.find((m) => m.id === billMonthId) ?? null;
  const branches = useBranches();
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));

  const current: { billMonthId: number; branchCode?: number | undefined; routeId?: number | undefined } | null =
    billMonthId === undefined
      ? null
      : {
          billMonthId,
          branchCode: scope === 'branch' ? branchCode : undefined,
          routeId: scope === 'route' ? routeId : undefined,
        };
  const scopeReady =
    current !== null &&
    (scope === 'all' ||
      (scope === 'branch' && branchCode !== undefined) ||
      (scope === 'route' && routeId !== undefined));

  const testJobId = url.get('test');
  const postJobId = url.get('post');
  const [confirmPost, setConfirmPost] = useState(false);
  const testRun = useComputeJob(testJobId, (job, startedHere) => {
    if (job.status === 'failed' && startedHere) notify.error(`The test run stopped: ${job.error ?? ''}`);
  });
  const postRun = useComputeJob(postJobId, (job, startedHere) => {
    void invalidate(...BILL_READS);
    const r = parseResult(job.result);
    if (!startedHere) return;
    if (job.status === 'failed') notify.error(`Posting stopped: ${job.error ?? ''}`);
    else if (r)
      notify.success(
        `${formatNumber(r.posted, 0)} bills posted; ${formatNumber(r.alreadyBilled, 0)} were already billed.`,
      );
  });
  const testResult = testRun.result;
  const postResult = postRun.result;
  const testRunning = testRun.running;
  const postRunning = postRun.running;

  // The job posts; its end refreshes the bills (above), not the start.
  const startRun = useEndpointMutation(startBulkComputeEndpoint);
  const start = async (testMode: boolean) => {
    if (!current || !scopeReady) return;
    const body = {
      billMonthId: current.billMonthId,
      testMode,
      ...(current.branchCode === undefined ? {} : { branchCode: current.branchCode }),
      ...(current.routeId === undefined ? {} : { routeId: current.routeId }),
    };
    // The previous run's figures go at once, so nobody reads them as this run's.
    url.set(testMode ? { test: null, post: null } : { post: null });
    try {
      const { jobId } = await startRun.mutateAsync({ body });
      (testMode ? testRun : postRun).markStarted(jobId);
      url.set(testMode ? { test: jobId, post: null } : { test: testJobId, post: jobId });
    } catch {
      // The toast said why (closed month, unknown route).
      if (testMode) url.set({ test: null });
    }
  };

  /** A new month or scope: the runs shown belonged to the old one, and the bills start at page 1. */
  const setFilter = (values: UrlValues) => url.set({ ...values, test: null, post: null, page: null });

  const previous = previousMonth(months.data ?? [], month);
  const lastMonth = useQuery({
    ...endpointQuery(totalBilledDetailEndpoint, { params: { id: previous?.id ?? 0 } }),
    enabled: previous !== undefined && scope !== 'route',
  });
  const comparison = compareByClass(
    testResult,
    scope === 'route' ? undefined : lastMonth.data?.rows,
    branchCode,
    scope,
  );
  // Filters changes drop the run ids from the URL, so a test run shown is of the current scope.
  const testIsCurrent = testResult !== null;
  const canPost = testIsCurrent && month?.status === 'Open' && !postRunning && !testRunning;

  const list = useListParams({ sortable: BILL_SORT_COLUMNS });
  const bills = useScopeBills({ billMonthId, scope, branchCode, routeId }, list.query);

  const scopeText =
    scope === 'all'
      ? 'the whole cooperative'
      : scope === 'branch'
        ? `branch ${branches.data?.find((b) => b.code === branchCode)?.name ?? branchCode ?? ''}`
        : `route ${routes.data?.find((r) => r.id === routeId)?.code ?? routeId ?? ''}`;

  // A route's bills print from here once posted (`?printRoute=`: a reload keeps the print view).
  const printRouteId = url.num('printRoute');
  const canPrintRoute = scope === 'route' && routeId !== undefined && (bills.data?.total ?? 0) > 0;
  if (printRouteId !== undefined && billMonthId !== undefined) {
    return (
      <RoutePrintView
        billMonthId={billMonthId}
        routeId={printRouteId}
        onBack={() => url.set({ printRoute: null }, true)}
      />
    );
  }

  return (
    <Box>
      <PageHeader
        title="Bulk Compute Bill Testing"
        subtitle="Compute the month's bills in test mode first (nothing is posted), check the totals, then post. Consumers already billed are never billed twice."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <ScopeFields
          billMonthId={billMonthId}
          scope={scope}
          branchCode={branchCode}
          routeId={routeId}
          branches={branches.data}
          routes={routes.data}
          onChange={setFilter}
        />
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <Button
            variant="outlined"
            startIcon={<Science />}
            disabled={!scopeReady || testRunning || postRunning}
            onClick={() => void start(true)}
          >
            Run test
          </Button>
          <Button
            variant="contained"
            startIcon={<PlayArrow />}
            disabled={!canPost}
            onClick={() => setConfirmPost(true)}
          >
            Post bills
          </Button>
          {canPrintRoute && (
            <Button
              variant="outlined"
              startIcon={<Print />}
              disabled={testRunning || postRunning}
              onClick={() => url.set({ printRoute: routeId }, true)}
            >
              Print bills
            </Button>
          )}
        </Stack>
        {month?.status === 'Closed' && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {billMonthLabel(month.period)} is closed: it can be tested but takes no new bills.
          </Alert>
        )}
        {!testIsCurrent && !testRunning && scopeReady && month?.status === 'Open' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Run a test of {scopeText} first; posting is enabled once its totals are shown.
          </Typography>
        )}
      </Paper>

      {testJobId !== null && (
        <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Test run">
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            Test run (nothing posted)
          </Typography>
          <JobProgress job={testRun.job} label="Test run" unit="consumers" />
          {testResult && <RunSummary result={testResult} comparison={comparison} previous={previous} />}
        </Paper>
      )}

      {postJobId !== null && (
        <Paper component="section" variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Posting run">
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            Posting
          </Typography>
          <JobProgress job={postRun.job} label="Posting" unit="consumers" />
          {postResult && (
            <Alert severity={postResult.failed.length > 0 ? 'warning' : 'success'} data-testid="post-result">
              {formatNumber(postResult.posted, 0)} bills posted ({formatPeso(postResult.totalAmount)},{' '}
              {formatNumber(postResult.totalKwh)} kWh); {formatNumber(postResult.alreadyBilled, 0)} already billed (not
              billed again); {formatNumber(postResult.withoutReading, 0)} without a reading;{' '}
              {formatNumber(postResult.withoutRates, 0)} without rates; {formatNumber(postResult.failed.length, 0)}{' '}
              failed.
            </Alert>
          )}
        </Paper>
      )}

      {billMonthId !== undefined && (
        <ScopeBills
          title={`Bills of ${month ? billMonthLabel(month.period) : 'the month'} (${scopeText})`}
          bills={bills}
          table={list.table}
        />
      )}

      <ConfirmDialog
        open={confirmPost}
        title="Post bills"
        message={`Post the bills of ${scopeText} for ${month ? billMonthLabel(month.period) : ''}? Posted bills never change (corrections are adjustments); consumers already billed are skipped.`}
        confirmLabel="Post"
        onClose={() => setConfirmPost(false)}
        onConfirm={async () => {
          setConfirmPost(false);
          await start(false);
        }}
      />
    </Box>
  );
}
