// Bulk compute: a test run (nothing posted) shows totals by class, the comparison with last month
// and the bills that would change; then the real run posts, again as a job with progress.
import { listBillMonthsEndpoint, type BillMonth } from '@ilaw/contracts/billing/bill-months-rates';
import {
  computeResultSchema,
  listBillsEndpoint,
  startBulkComputeEndpoint,
  type ComputeResult,
} from '@ilaw/contracts/billing/bills';
import { CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { totalBilledDetailEndpoint } from '@ilaw/contracts/billing/reports';
import type { Job } from '@ilaw/contracts/platform/jobs';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes-readers';
import { formatNumber, formatPeso } from '@ilaw/contracts/format';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Print from '@mui/icons-material/Print';
import Science from '@mui/icons-material/Science';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ResponseOf } from '@ilaw/contracts/http';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { callEndpoint } from '../../../shared/api/call-endpoint.ts';
import { endpointQuery } from '../../../shared/api/query.ts';
import { notify } from '../../../shared/feedback/notify.ts';
import { useBranches } from '../../../shared/reference/reference-data.ts';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog.tsx';
import { DataTable, SimpleTable, usePaging, type Column } from '../../../shared/ui/DataTable.tsx';
import { PageHeader } from '../../../shared/ui/PageHeader.tsx';
import { StatusChip } from '../../../shared/ui/StatusChip.tsx';
import { BillMonthField, billMonthLabel } from '../components/BillMonthField.tsx';
import { RoutePrintView } from '../print/RoutePrintView.tsx';
import { addDecimals, subtractDecimals } from './ops/decimal-text.ts';
import { JobProgress } from './ops/JobProgress.tsx';
import { isFinished, useJob } from './ops/use-job.ts';
import { useUrlState } from './ops/url-state.ts';

type Scope = 'all' | 'branch' | 'route';
interface RunScope {
  billMonthId: number;
  scope: Scope;
  branchCode?: number | undefined;
  routeId?: number | undefined;
}
function classLabel(code: string): string {
  const known = Object.values(CONSUMER_CLASS).find((c) => c.value === code);
  return known ? `${code} - ${known.label}` : code;
}

function parseResult(value: unknown): ComputeResult | null {
  const parsed = computeResultSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * Follows a compute job whose id is in the URL (so a reload or a return to the page picks the run
 * up again). `onFinish` runs once per job when it ends; `startedHere` says whether this page
 * started it (only those raise a toast, not a reload of a finished run).
 */
function useComputeJob(jobId: string | null, onFinish: (job: Job, startedHere: boolean) => void) {
  const job = useJob(jobId).data;
  const handled = useRef(new Set<string>());
  const started = useRef(new Set<string>());
  useEffect(() => {
    if (!job || !isFinished(job) || handled.current.has(job.id)) return;
    handled.current.add(job.id);
    onFinish(job, started.current.has(job.id));
    // Once per job end, not on every poll's new object or a new onFinish function.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [job?.id, job?.status]);
  const shown = job && job.id === jobId ? job : undefined;
  return {
    job: shown,
    result: shown?.status === 'succeeded' ? parseResult(shown.result) : null,
    running: jobId !== null && !isFinished(shown),
    markStarted: (id: string) => started.current.add(id),
  };
}

export default function BulkComputeBillTestingPage() {
  const url = useUrlState();
  const qc = useQueryClient();
  const billMonthId = url.num('month');
  const scope: Scope = (['all', 'branch', 'route'] as const).find((s) => s === url.get('scope')) ?? 'all';
  const branchCode = url.num('branch');
  const routeId = url.num('route');
  const months = useQuery(endpointQuery(listBillMonthsEndpoint));
  const month = months.data?.find((m) => m.id === billMonthId) ?? null;
  const branches = useBranches();
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));

  const current: RunScope | null =
    billMonthId === undefined
      ? null
      : {
          billMonthId,
          scope,
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
    void qc.invalidateQueries({ queryKey: ['GET', listBillsEndpoint.path] });
    void qc.invalidateQueries({ queryKey: ['GET', listBillMonthsEndpoint.path] });
    const r = parseResult(job.result);
    if (!startedHere) return;
    if (job.status === 'failed') notify.error(`Posting stopped: ${job.error ?? ''}`);
    else if (r) notify.success(`${r.posted} bills posted; ${r.alreadyBilled} were already billed.`);
  });
  const testResult = testRun.result;
  const postResult = postRun.result;
  const testRunning = testRun.running;
  const postRunning = postRun.running;

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
      const { jobId } = await callEndpoint(startBulkComputeEndpoint, { body });
      (testMode ? testRun : postRun).markStarted(jobId);
      url.set(testMode ? { test: jobId, post: null } : { test: testJobId, post: jobId });
    } catch {
      // The toast said why (closed month, unknown route).
      if (testMode) url.set({ test: null });
    }
  };

  /** A new month or scope: the runs shown belonged to the old one. */
  const setFilter = (values: Record<string, string | number | null | undefined>) =>
    url.set({ ...values, test: null, post: null });

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

  const { paging, setPaging } = usePaging();
  const bills = useQuery({
    ...endpointQuery(listBillsEndpoint, {
      query: {
        ...paging,
        billMonthId,
        ...(scope === 'branch' && branchCode !== undefined ? { branchCode } : {}),
        ...(scope === 'route' && routeId !== undefined ? { routeId } : {}),
      },
    }),
    enabled: billMonthId !== undefined,
    placeholderData: keepPreviousData,
  });

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
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
          <BillMonthField
            sx={{ width: 240 }}
            value={billMonthId ?? null}
            onChange={(id) => {
              if (id !== billMonthId) setFilter({ month: id });
            }}
          />
          <RadioGroup
            row
            aria-label="Scope"
            value={scope}
            onChange={(e) => setFilter({ scope: e.target.value === 'all' ? null : e.target.value })}
          >
            <FormControlLabel value="all" control={<Radio />} label="Whole cooperative" />
            <FormControlLabel value="branch" control={<Radio />} label="Branch" />
            <FormControlLabel value="route" control={<Radio />} label="Route" />
          </RadioGroup>
          {scope !== 'all' && (
            <TextField
              select
              fullWidth={false}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              size="small"
              label="Branch"
              name="branchCode"
              value={branchCode === undefined ? '' : String(branchCode)}
              onChange={(e) => setFilter({ branch: e.target.value, route: null })}
              sx={{ minWidth: 180 }}
              helperText=" "
            >
              {scope === 'route' && <MenuItem value="">All branches</MenuItem>}
              {(branches.data ?? []).map((b) => (
                <MenuItem key={b.code} value={String(b.code)}>
                  {b.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {scope === 'route' && (
            <TextField
              select
              fullWidth={false}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              size="small"
              label="Route"
              name="routeId"
              value={routeId === undefined ? '' : String(routeId)}
              onChange={(e) => setFilter({ route: e.target.value })}
              sx={{ minWidth: 220 }}
              helperText={routes.data?.length === 0 ? 'No routes' : ' '}
            >
              {(routes.data ?? []).map((r) => (
                <MenuItem key={r.id} value={String(r.id)}>
                  {r.code} - {r.name} ({r.consumerCount})
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
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
              {postResult.posted} bills posted ({formatPeso(postResult.totalAmount)},{' '}
              {formatNumber(postResult.totalKwh)} kWh); {postResult.alreadyBilled} already billed (not billed again);{' '}
              {postResult.withoutReading} without a reading; {postResult.withoutRates} without rates;{' '}
              {postResult.failed.length} failed.
            </Alert>
          )}
        </Paper>
      )}

      {billMonthId !== undefined && (
        <Paper variant="outlined">
          <Typography variant="h2" sx={{ fontSize: '1.1rem', fontWeight: 600, p: 2, pb: 0 }}>
            Bills of {month ? billMonthLabel(month.period) : 'the month'} ({scopeText})
          </Typography>
          <DataTable
            columns={billColumns}
            result={bills.data}
            loading={bills.isFetching}
            paging={paging}
            onPagingChange={setPaging}
            rowKey={(b) => b.id}
            caption="Posted bills"
            emptyText="No bills yet for this month and scope."
          />
        </Paper>
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

/** The bill month before this one (the list comes newest first). */
function previousMonth(months: readonly BillMonth[], month: BillMonth | null): BillMonth | undefined {
  if (!month) return undefined;
  return months.find((m) => m.period < month.period);
}

interface ClassComparison {
  consumerClass: string;
  bills: number;
  kwh: string;
  amount: string;
  lastBills: number | null;
  lastAmount: string | null;
  change: string | null;
}

/** This run's totals per class beside last month's posted totals (same branch when scoped). */
function compareByClass(
  result: ComputeResult | null,
  lastRows: readonly { branchCode: number; consumerClass: string; bills: number; total: string }[] | undefined,
  branchCode: number | undefined,
  scope: Scope,
): ClassComparison[] {
  if (!result) return [];
  const last = new Map<string, { bills: number; total: string }>();
  for (const r of lastRows ?? []) {
    if (scope === 'branch' && r.branchCode !== branchCode) continue;
    const prev = last.get(r.consumerClass) ?? { bills: 0, total: '0' };
    last.set(r.consumerClass, { bills: prev.bills + r.bills, total: addDecimals(prev.total, r.total) });
  }
  const classes = [...new Set([...result.byClass.map((c) => c.consumerClass), ...last.keys()])].sort();
  return classes.map((cls) => {
    const now = result.byClass.find((c) => c.consumerClass === cls);
    const before = lastRows === undefined ? undefined : (last.get(cls) ?? { bills: 0, total: '0' });
    const amount = now?.amount ?? '0';
    return {
      consumerClass: cls,
      bills: now?.bills ?? 0,
      kwh: now?.kwh ?? '0',
      amount,
      lastBills: before?.bills ?? null,
      lastAmount: before?.total ?? null,
      change: before === undefined ? null : subtractDecimals(amount, before.total),
    };
  });
}

function RunSummary({
  result,
  comparison,
  previous,
}: {
  result: ComputeResult;
  comparison: ClassComparison[];
  previous: BillMonth | undefined;
}) {
  const lastLabel = previous ? billMonthLabel(previous.period) : 'last month';
  const hasLast = comparison.some((c) => c.lastAmount !== null);
  const columns: Column<ClassComparison>[] = [
    { key: 'class', header: 'Class', render: (c) => classLabel(c.consumerClass) },
    { key: 'bills', header: 'Bills', align: 'right', render: (c) => formatNumber(c.bills, 0) },
    { key: 'kwh', header: 'kWh', align: 'right', render: (c) => formatNumber(c.kwh) },
    { key: 'amount', header: 'Amount', align: 'right', render: (c) => formatPeso(c.amount) },
    ...(hasLast
      ? [
          {
            key: 'lastBills',
            header: `Bills ${lastLabel}`,
            align: 'right' as const,
            render: (c: ClassComparison) => formatNumber(c.lastBills, 0),
          },
          {
            key: 'last',
            header: `Amount ${lastLabel}`,
            align: 'right' as const,
            render: (c: ClassComparison) => formatPeso(c.lastAmount),
          },
          {
            key: 'change',
            header: 'Change',
            align: 'right' as const,
            render: (c: ClassComparison) => formatPeso(c.change),
          },
        ]
      : []),
  ];
  const diffColumns: Column<ComputeResult['differences'][number]>[] = [
    { key: 'account', header: 'Account', render: (d) => d.accountNo },
    { key: 'posted', header: 'Posted bill', align: 'right', render: (d) => formatPeso(d.postedAmount) },
    { key: 'computed', header: 'Computed now', align: 'right', render: (d) => formatPeso(d.computedAmount) },
    { key: 'difference', header: 'Difference', align: 'right', render: (d) => formatPeso(d.difference) },
  ];
  const newBills = result.byClass.reduce((n, c) => n + c.bills, 0) - result.alreadyBilled;
  return (
    <Box data-testid="test-result">
      <Box
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(150px, 1fr))', gap: 2, my: 2 }}
        aria-label="Test run totals"
      >
        <Figure label="Consumers considered" value={formatNumber(result.considered, 0)} />
        <Figure
          label="Bills computed"
          value={formatNumber(
            result.byClass.reduce((n, c) => n + c.bills, 0),
            0,
          )}
        />
        <Figure label="New bills to post" value={formatNumber(Math.max(0, newBills), 0)} testId="new-bills" />
        <Figure label="Already billed" value={formatNumber(result.alreadyBilled, 0)} testId="already-billed" />
        <Figure label="Without reading" value={formatNumber(result.withoutReading, 0)} />
        <Figure label="Without rates" value={formatNumber(result.withoutRates, 0)} />
        <Figure label="Total kWh" value={formatNumber(result.totalKwh)} />
        <Figure label="Total amount" value={formatPeso(result.totalAmount)} testId="total-amount" />
      </Box>
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Totals by class{hasLast ? ` against ${lastLabel}'s posted bills` : ''}
      </Typography>
      <SimpleTable
        columns={columns}
        rows={comparison}
        rowKey={(c) => c.consumerClass}
        caption="Totals by class"
        emptyText="No consumer of this scope has a reading for the month."
      />
      {result.failed.length > 0 && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {result.failed.length} could not be computed:{' '}
          {result.failed.map((f) => `${f.accountNo}: ${f.reason}`).join('; ')}
        </Alert>
      )}
      {result.alreadyBilled > 0 && (
        <>
          <Typography variant="subtitle2" sx={{ mt: 2 }}>
            Posted bills that would change ({result.differences.length})
          </Typography>
          <SimpleTable
            columns={diffColumns}
            rows={result.differences}
            rowKey={(d) => d.accountNo}
            caption="Bills that would change"
            emptyText="Every posted bill matches the computation."
          />
        </>
      )}
    </Box>
  );
}

function Figure({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h6" data-testid={testId} sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {value}
      </Typography>
    </Box>
  );
}
