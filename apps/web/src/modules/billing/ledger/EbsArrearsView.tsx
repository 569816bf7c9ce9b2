// Ledger > EBS Arrears: consumers with unpaid bills from the ledger (payments, cancellations and
// channel postings included), aged by days past due, with the configured surcharge, the advance
// balance and what EBS Online takes per bill (docs/decisions/059). Filters, sort and page in the URL.
import {
  AGEING_BUCKET_LABELS,
  AGEING_BUCKETS,
  ARREARS_SORT_COLUMNS,
  type ArrearsRow,
} from '@ilaw/contracts/billing/arrears/arrears';
import { exportEbsArrearsEndpoint } from '@ilaw/contracts/billing/arrears/export-ebs-arrears';
import { listEbsArrearsEndpoint } from '@ilaw/contracts/billing/arrears/list-ebs-arrears';
import { listRoutesEndpoint } from '@ilaw/contracts/billing/routes/list-routes';
import { CONSUMER_CLASS_CODES } from '@ilaw/contracts/billing/enums';
import { formatDate, formatPeso } from '@ilaw/contracts/format';
import Print from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, isoDate, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { ReportPrintPack, type ReportFilter } from '#web/shared/print/ReportPrintPack.tsx';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { BRANCH_OPTIONS, CLASS_OPTIONS, branchLabel } from '../shared/billing-screen-kit.ts';

const ARREARS_FILTERS = {
  search: text,
  asOf: isoDate,
  branch: int,
  route: int,
  town: text,
  class: oneOf(CONSUMER_CLASS_CODES),
  bucket: oneOf(AGEING_BUCKETS),
};

const money = (v: string) => formatPeso(v);

function OnlineBills({ row }: { row: ArrearsRow }) {
  // What EBS Online takes: one line per bill month, each for exactly its amount due.
  const title = row.unpaidBills
    .map((b) => `${b.period}: ${formatPeso(b.amountDue)} (due ${formatDate(b.dueDate)})`)
    .join('\n');
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{title}</span>}>
      <strong>{money(row.payableOnline)}</strong>
    </Tooltip>
  );
}

const columns: Column<ArrearsRow>[] = [
  {
    key: 'accountNo',
    header: 'Account no.',
    sortable: true,
    phone: 'title',
    render: (r) => (
      <Link component={RouterLink} to={`/fsd/billing/ledger?account=${encodeURIComponent(r.accountNo)}`}>
        {r.accountNo}
      </Link>
    ),
  },
  { key: 'name', header: 'Name', sortable: true, render: (r) => r.name },
  { key: 'routeCode', header: 'Route', sortable: true, render: (r) => r.routeCode ?? '-' },
  { key: 'town', header: 'Town', sortable: true, render: (r) => r.town },
  { key: 'consumerClass', header: 'Class', sortable: true, render: (r) => r.consumerClass },
  { key: 'bills', header: 'Bills', sortable: true, align: 'right', render: (r) => r.bills },
  { key: 'oldestPeriod', header: 'Oldest', sortable: true, render: (r) => r.oldestPeriod },
  ...AGEING_BUCKETS.map((b): Column<ArrearsRow> => ({
    key: b,
    header: AGEING_BUCKET_LABELS[b],
    sortable: true,
    align: 'right',
    render: (r) => money(r[b]),
  })),
  {
    key: 'arrears',
    header: 'Total arrears',
    sortable: true,
    align: 'right',
    render: (r) => <strong>{money(r.arrears)}</strong>,
  },
  {
    key: 'surcharge',
    header: 'Surcharge + VAT',
    align: 'right',
    render: (r) => money((Number(r.surcharge) + Number(r.surchargeVat)).toFixed(2)),
  },
  { key: 'nonPower', header: 'Non-power', align: 'right', render: (r) => money(r.nonPower) },
  { key: 'advanceBalance', header: 'Advance', align: 'right', render: (r) => money(r.advanceBalance) },
  { key: 'payableOnline', header: 'Payable online (EBS)', align: 'right', render: (r) => <OnlineBills row={r} /> },
];

export function EbsArrearsView() {
  return (
    <ScreenAccess reads={listEbsArrearsEndpoint}>
      <EbsArrearsScreen />
    </ScreenAccess>
  );
}

function EbsArrearsScreen() {
  const list = useListParams({ filters: ARREARS_FILTERS, sortable: ARREARS_SORT_COLUMNS });
  const f = list.filters;
  const filters = {
    search: f.search,
    asOf: f.asOf,
    branchCode: f.branch,
    routeId: f.route,
    town: f.town,
    consumerClass: f.class,
    bucket: f.bucket,
  };
  const routes = useQuery(
    endpointQuery(listRoutesEndpoint, { query: f.branch === undefined ? {} : { branchCode: f.branch } }),
  );
  const arrears = usePagedEndpoint(listEbsArrearsEndpoint, { query: { ...list.query, ...filters } });
  const a = arrears.data;
  const printed: ReportFilter[] = [
    { label: 'As of', value: formatDate(a?.asOf ?? f.asOf) },
    { label: 'Branch', value: f.branch === undefined ? 'All' : branchLabel(f.branch) },
    { label: 'Route', value: routes.data?.find((r) => r.id === f.route)?.code ?? 'All' },
    { label: 'Town', value: f.town ?? 'All' },
    { label: 'Class', value: f.class ?? 'All' },
    { label: 'Ageing', value: f.bucket === undefined ? 'All' : AGEING_BUCKET_LABELS[f.bucket] },
  ];
  return (
    <Box>
      <PageHeader
        title="EBS Arrears"
        subtitle="Consumers with unpaid bills on the ledger, aged by days past due, with surcharge, advance balance and what EBS Online takes."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <SearchField
          size="small"
          placeholder="Account no. or name"
          value={f.search}
          onChange={(v) => list.setFilter('search', v)}
          autoFocus
        />
        <TextField
          size="small"
          type="date"
          label="As of"
          name="asOf"
          value={f.asOf ?? a?.asOf ?? ''}
          onChange={(e) => list.setFilter('asOf', e.target.value || undefined)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <FilterSelect
          size="small"
          label="Branch"
          name="branch"
          value={f.branch}
          onChange={(v) => list.setFilters({ branch: v, route: undefined })}
          options={BRANCH_OPTIONS}
          sx={{ minWidth: 150 }}
        />
        <FilterSelect
          size="small"
          label="Route"
          name="route"
          value={f.route}
          onChange={(v) => list.setFilter('route', v)}
          options={(routes.data ?? []).map((r) => ({ value: r.id, label: `${r.code} · ${r.name}` }))}
          sx={{ minWidth: 150 }}
        />
        <SearchField
          size="small"
          label="Town"
          name="town"
          value={f.town}
          onChange={(v) => list.setFilter('town', v)}
          sx={{ minWidth: 160 }}
        />
        <FilterSelect
          size="small"
          label="Class"
          name="class"
          value={f.class}
          onChange={(v) => list.setFilter('class', v)}
          options={CLASS_OPTIONS.map((c) => ({ value: c.value, label: `${c.value} ${c.label}` }))}
          sx={{ minWidth: 140 }}
        />
        <FilterSelect
          size="small"
          label="Ageing"
          name="bucket"
          value={f.bucket}
          onChange={(v) => list.setFilter('bucket', v)}
          options={AGEING_BUCKETS.map((b) => ({ value: b, label: AGEING_BUCKET_LABELS[b] }))}
          sx={{ minWidth: 150 }}
        />
        <Box sx={{ flexGrow: 1 }} />
        <ExportButton endpoint={exportEbsArrearsEndpoint} query={{ ...list.sortQuery, ...filters }} />
        <Button variant="outlined" startIcon={<Print />} onClick={() => window.print()} disabled={!a}>
          Print
        </Button>
      </Paper>
      <ReportPrintPack title="EBS Arrears" filters={printed} orientation="landscape" paper="legal">
        {a && (
          <Box
            aria-label="Arrears totals"
            data-testid="arrears-totals"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, mb: 2 }}
          >
            <Total label="Consumers" value={String(a.totals.consumers)} />
            {AGEING_BUCKETS.map((b) => (
              <Total key={b} label={AGEING_BUCKET_LABELS[b]} value={money(a.totals[b])} />
            ))}
            <Total label="Total arrears" value={money(a.totals.arrears)} strong />
          </Box>
        )}
        <Paper variant="outlined">
          <DataTable
            caption="EBS arrears"
            columns={columns}
            result={a}
            loading={arrears.isFetching}
            {...list.table}
            rowKey={(r) => r.consumerId}
            emptyText="No consumer has unpaid bills for these filters."
          />
        </Paper>
      </ReportPrintPack>
    </Box>
  );
}

function Total({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: strong ? 700 : 500 }}>{value}</Typography>
    </Box>
  );
}
