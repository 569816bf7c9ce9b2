// The billing summary and the kWh summary share their filters (bill month, branch, route, class,
// grouping, all in the URL) and the .xlsx export of the API; only the columns differ.
import { CONSUMER_CLASS, CONSUMER_CLASS_CODES } from '@ilaw/contracts/billing/enums';
import { billingSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-billing-summary';
import { billingSummaryExportEndpoint } from '@ilaw/contracts/billing/reports/export-billing-summary';
import { kwhSummaryEndpoint } from '@ilaw/contracts/billing/reports/get-kwh-summary';
import { kwhSummaryExportEndpoint } from '@ilaw/contracts/billing/reports/export-kwh-summary';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import type { ResponseOf } from '@ilaw/contracts/http';
import { formatDate, formatNumber, formatPeso } from '@ilaw/contracts/format';
import FileDownload from '@mui/icons-material/FileDownload';
import Print from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '#web/shared/api/query.ts';
import { downloadFile } from '#web/shared/browser/download.ts';
import { useBranches } from '#web/shared/reference/reference-data.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { BillMonthField, billMonthLabel } from '../bill-months/BillMonthField.tsx';
import { useUrlState } from '#web/shared/url/use-url-state.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ReportPrintPack, type ReportFilter } from '#web/shared/print/ReportPrintPack.tsx';

type BillingRow = ResponseOf<typeof billingSummaryEndpoint>['rows'][number];
type KwhRow = ResponseOf<typeof kwhSummaryEndpoint>['rows'][number];
const GROUPS = [
  { value: 'class', label: 'Consumer class' },
  { value: 'branch', label: 'Branch' },
  { value: 'route', label: 'Route' },
] as const;
type GroupBy = (typeof GROUPS)[number]['value'];
type ClassCode = (typeof CONSUMER_CLASS_CODES)[number];

const billingColumns: Column<BillingRow>[] = [
  { key: 'group', header: 'Group', render: (r) => groupCell(r.group) },
  { key: 'bills', header: 'Bills', align: 'right', render: (r) => formatNumber(r.bills, 0) },
  { key: 'kwh', header: 'kWh', align: 'right', render: (r) => formatNumber(r.kwh) },
  { key: 'charges', header: 'Charges', align: 'right', render: (r) => formatPeso(r.charges) },
  { key: 'discounts', header: 'Discounts', align: 'right', render: (r) => formatPeso(r.discounts) },
  { key: 'vat', header: 'VAT', align: 'right', render: (r) => formatPeso(r.vat) },
  { key: 'total', header: 'Total billed', align: 'right', render: (r) => formatPeso(r.total) },
];
const kwhColumns: Column<KwhRow>[] = [
  { key: 'group', header: 'Group', render: (r) => groupCell(r.group) },
  { key: 'bills', header: 'Bills', align: 'right', render: (r) => formatNumber(r.bills, 0) },
  { key: 'zero', header: 'Zero consumption', align: 'right', render: (r) => formatNumber(r.zeroConsumption, 0) },
  { key: 'kwh', header: 'kWh', align: 'right', render: (r) => formatNumber(r.kwh) },
  { key: 'avg', header: 'Average kWh', align: 'right', render: (r) => formatNumber(r.averageKwh) },
];

/** The lines the server adds under the groups: the total, and for a closed month the changes since. */
const TOTAL_LINES = new Set(['Total', 'Total as closed', 'After closing', 'Total now']);

function groupCell(group: string) {
  return TOTAL_LINES.has(group) ? <strong>{group}</strong> : group;
}

/** Totals appended to the table; a closed month adds its after-closing line and the total now. */
function withTotals<T extends { group: string }>(
  data: { rows: readonly T[]; totals: T; afterClosing: T | null; totalNow: T | null } | undefined,
): T[] {
  if (!data) return [];
  if (data.rows.length === 0 && data.afterClosing === null) return [];
  return [...data.rows, data.totals, ...(data.afterClosing && data.totalNow ? [data.afterClosing, data.totalNow] : [])];
}

export function SummaryReport({ kind }: { kind: 'billing' | 'kwh' }) {
  return (
    <ScreenAccess reads={kind === 'billing' ? billingSummaryEndpoint : kwhSummaryEndpoint}>
      <SummaryScreen kind={kind} />
    </ScreenAccess>
  );
}

function SummaryScreen({ kind }: { kind: 'billing' | 'kwh' }) {
  const url = useUrlState();
  const billMonthId = url.num('month');
  const branchCode = url.num('branch');
  const routeId = url.num('route');
  const consumerClass = CONSUMER_CLASS_CODES.find((c): c is ClassCode => c === url.get('class'));
  const groupBy: GroupBy = GROUPS.find((g) => g.value === url.get('group'))?.value ?? 'class';
  const branches = useBranches();
  const routes = useQuery(endpointQuery(listRoutesEndpoint, { query: branchCode === undefined ? {} : { branchCode } }));
  const [exporting, setExporting] = useState(false);
  const query = {
    billMonthId: billMonthId ?? 0,
    groupBy,
    ...(branchCode === undefined ? {} : { branchCode }),
    ...(routeId === undefined ? {} : { routeId }),
    ...(consumerClass === undefined ? {} : { consumerClass }),
  };
  const billing = useQuery({
    ...endpointQuery(billingSummaryEndpoint, { query }),
    enabled: kind === 'billing' && billMonthId !== undefined,
    placeholderData: keepPreviousData,
  });
  const kwh = useQuery({
    ...endpointQuery(kwhSummaryEndpoint, { query }),
    enabled: kind === 'kwh' && billMonthId !== undefined,
    placeholderData: keepPreviousData,
  });
  const period = (kind === 'billing' ? billing.data?.period : kwh.data?.period) ?? null;
  const closedAt = (kind === 'billing' ? billing.data?.closedAt : kwh.data?.closedAt) ?? null;
  const title = kind === 'billing' ? 'Billing Summary' : 'KWH Summary';
  const printedFilters: ReportFilter[] = [
    { label: 'Bill month', value: period === null ? '-' : billMonthLabel(period) },
    {
      label: 'Branch',
      value: branchCode === undefined ? 'All' : (branches.data?.find((b) => b.code === branchCode)?.name ?? branchCode),
    },
    {
      label: 'Route',
      value: routeId === undefined ? 'All' : (routes.data?.find((r) => r.id === routeId)?.code ?? String(routeId)),
    },
    {
      label: 'Class',
      value:
        consumerClass === undefined
          ? 'All'
          : `${consumerClass} - ${Object.values(CONSUMER_CLASS).find((c) => c.value === consumerClass)?.label ?? ''}`,
    },
    { label: 'Grouped by', value: GROUPS.find((g) => g.value === groupBy)?.label ?? groupBy },
  ];

  const exportXlsx = async () => {
    if (billMonthId === undefined) return;
    setExporting(true);
    const filename = `${kind === 'billing' ? 'BillingSummary' : 'KwhSummary'}-${period ?? billMonthId}-by-${groupBy}`;
    try {
      if (kind === 'billing') await downloadFile(billingSummaryExportEndpoint, { query: { ...query, filename } });
      else await downloadFile(kwhSummaryExportEndpoint, { query: { ...query, filename } });
    } catch {
      // The toast said why.
    } finally {
      setExporting(false);
    }
  };

  const select = (
    label: string,
    name: string,
    value: string,
    onChange: (v: string) => void,
    options: readonly { value: string; label: string }[],
    empty?: string,
  ) => (
    <TextField
      select
      fullWidth={false}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      size="small"
      label={label}
      name={name}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: 170 }}
      helperText=" "
    >
      {empty !== undefined && <MenuItem value="">{empty}</MenuItem>}
      {options.map((o) => (
        <MenuItem key={o.value} value={o.value}>
          {o.label}
        </MenuItem>
      ))}
    </TextField>
  );

  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={
          period
            ? `Posted bills of ${billMonthLabel(period)}${kind === 'billing' ? ': charges, discounts, VAT and totals.' : ': consumption.'}`
            : 'Posted bills of a bill month by class, branch or route.'
        }
        actions={
          <Stack direction="row" spacing={1} className="no-print">
            <Button startIcon={<Print />} onClick={() => window.print()} disabled={billMonthId === undefined}>
              Print
            </Button>
            <Button
              variant="contained"
              startIcon={<FileDownload />}
              onClick={() => void exportXlsx()}
              disabled={billMonthId === undefined || exporting}
            >
              {exporting ? 'Exporting…' : 'Export to Excel'}
            </Button>
          </Stack>
        }
      />
      <Paper variant="outlined">
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ p: 2, flexWrap: 'wrap' }} className="no-print">
          <BillMonthField
            purpose="report"
            sx={{ width: 240 }}
            value={billMonthId ?? null}
            onChange={(id) => id !== billMonthId && url.set({ month: id })}
          />
          {select(
            'Branch',
            'branchCode',
            branchCode === undefined ? '' : String(branchCode),
            (v) => url.set({ branch: v, route: null }),
            (branches.data ?? []).map((b) => ({ value: String(b.code), label: b.name })),
            'All branches',
          )}
          {select(
            'Route',
            'routeId',
            routeId === undefined ? '' : String(routeId),
            (v) => url.set({ route: v }),
            (routes.data ?? []).map((r) => ({ value: String(r.id), label: `${r.code} - ${r.name}` })),
            'All routes',
          )}
          {select(
            'Class',
            'consumerClass',
            consumerClass ?? '',
            (v) => url.set({ class: v }),
            Object.values(CONSUMER_CLASS).map((c) => ({ value: c.value, label: `${c.value} - ${c.label}` })),
            'All classes',
          )}
          {select('Group by', 'groupBy', groupBy, (v) => url.set({ group: v === 'class' ? null : v }), GROUPS)}
        </Stack>
        <ReportPrintPack title={title} filters={printedFilters}>
          {closedAt && (
            <Alert severity="info" sx={{ mx: 2, mb: 2 }} data-testid="closed-month-note">
              {billMonthLabel(period ?? '')} was closed on {formatDate(closedAt)}. The figures are as at closing;
              &quot;After closing&quot; is what adjustments and cancellations changed since, and &quot;Total now&quot;
              the month today.
            </Alert>
          )}
          {kind === 'billing' ? (
            <SimpleTable
              columns={billingColumns}
              rows={withTotals(billing.data)}
              loading={billing.isFetching}
              rowKey={(r) => r.group}
              caption={title}
              emptyText="No posted bills match."
            />
          ) : (
            <SimpleTable
              columns={kwhColumns}
              rows={withTotals(kwh.data)}
              loading={kwh.isFetching}
              rowKey={(r) => r.group}
              caption={title}
              emptyText="No posted bills match."
            />
          )}
        </ReportPrintPack>
      </Paper>
    </Box>
  );
}
