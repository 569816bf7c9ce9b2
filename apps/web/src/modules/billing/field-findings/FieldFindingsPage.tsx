// Field Findings (menu: Add, Connection Order; decision 111): what readers and crews found at
// meters, with photos and GPS, reviewed in the office into an action. The list keeps its filters in
// the URL, exports to .xlsx and shows cards at phone width; Add opens the lazy field findings dialog.
import {
  syncFieldFindingsEndpoint,
  type FieldFindingRecord,
} from '@ilaw/contracts/billing/field-findings/sync-field-findings';
import {
  FINDING_ACTION,
  FINDING_KIND,
  FINDING_KINDS,
  FINDING_STATUSES,
  type FieldFinding,
} from '@ilaw/contracts/billing/field-findings/field-finding';
import { createFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/create-field-finding';
import { exportFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/export-field-findings';
import { listFieldFindingsEndpoint } from '@ilaw/contracts/billing/field-findings/list-field-findings';
import { reviewFieldFindingEndpoint } from '@ilaw/contracts/billing/field-findings/review-field-finding';
import { formatDateTime } from '@ilaw/contracts/format';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { OutboxPanel } from '#web/shared/offline/OutboxPanel.tsx';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { BRANCH_OPTIONS } from '../shared/billing-screen-kit.ts';
import { MeterImagesDialog } from '../field-orders/MeterImagesDialog.tsx';
import { ReviewFindingDialog } from './ReviewFindingDialog.tsx';
import { useFieldFindingOutbox } from './field-finding-outbox.ts';

const FINDING_OUTBOX_TEXTS = {
  noSignal: 'Findings are kept on this phone with their photos and sent when it is back online.',
  one: 'finding',
  many: 'findings',
  ready: 'This phone keeps the portal for recording findings without signal.',
  readyNotice: 'Ready: findings can be recorded without signal.',
};

/** Where the service request or connection order a review filed opens (decision 115). */
const actionDocumentHref = (d: NonNullable<FieldFinding['actionDocument']>) =>
  d.kind === 'ServiceRequest' ? `/isd/msd/service-requests/${d.id}` : `/isd/msd/consumers/connection-order/${d.id}`;

const FieldFindingDialog = lazy(() => import('./FieldFindingDialog.tsx'));

const FILTERS = {
  view: oneOf(['connection-order'] as const),
  status: oneOf(FINDING_STATUSES),
  kind: oneOf(FINDING_KINDS),
  branch: int,
  search: text,
  add: oneOf(['1'] as const),
};

function Findings() {
  const can = useCan();
  const list = useListParams({ filters: FILTERS });
  const { view, status, kind, branch: branchCode, search, add } = list.filters;
  // The menu's Connection Order: the findings the office turned into connection orders.
  const action = view === 'connection-order' ? ('ConnectionOrder' as const) : undefined;
  const query = { status, kind, action, branchCode, search };
  const page = usePagedEndpoint(listFieldFindingsEndpoint, { query: { ...list.query, ...query } });
  const [reviewing, setReviewing] = useState<FieldFinding | null>(null);
  const [photos, setPhotos] = useState<FieldFinding | null>(null);
  // A phone keeps findings recorded without signal and sends them later (decision 114).
  const user = useCurrentUser();
  const inField = can(syncFieldFindingsEndpoint);
  const outbox = useFieldFindingOutbox(inField ? user.data?.id : undefined, () => void page.refetch());
  const columns: Column<FieldFinding>[] = [
    {
      key: 'findingNo',
      header: 'Finding',
      phone: 'title',
      render: (f) => `${f.findingNo} · ${FINDING_KIND[f.kind].label}`,
    },
    {
      key: 'where',
      header: 'Account / where',
      render: (f) => (f.accountNo ? `${f.accountNo} ${f.name ?? ''}` : (f.locationText ?? '-')),
    },
    { key: 'remarks', header: 'Remarks', render: (f) => f.remarks ?? '-' },
    { key: 'found', header: 'Found', render: (f) => `${formatDateTime(f.foundAt)} by ${f.foundBy}` },
    { key: 'gps', header: 'GPS', render: (f) => (f.latitude ? `${f.latitude}, ${f.longitude}` : '-') },
    {
      key: 'status',
      header: 'Status',
      render: (f) => (
        <Box>
          <StatusChip status={f.status === 'Reviewed' ? 'Completed' : 'Pending'} label={f.status} />
          {f.action && (
            <Typography variant="caption" sx={{ display: 'block' }}>
              {FINDING_ACTION[f.action].label}{' '}
              {f.actionDocument ? (
                <Link component={RouterLink} to={actionDocumentHref(f.actionDocument)}>
                  {f.actionDocument.number}
                </Link>
              ) : (
                (f.actionReference ?? '')
              )}
            </Typography>
          )}
        </Box>
      ),
    },
    {
      key: 'actions',
      header: '',
      render: (f) => (
        <Stack direction="row" spacing={1}>
          <Button size="small" onClick={() => setPhotos(f)}>
            Photos ({f.photoIds.length})
          </Button>
          {f.status === 'New' && can(reviewFieldFindingEndpoint) && (
            <Button size="small" onClick={() => setReviewing(f)}>
              Review
            </Button>
          )}
        </Stack>
      ),
    },
  ];
  return (
    <Box>
      <PageHeader
        title="Field Findings"
        subtitle="What readers and crews found at meters, and what the office made of it."
        actions={
          can(createFieldFindingEndpoint) ? (
            <Button variant="contained" startIcon={<Add />} onClick={() => list.setFilter('add', '1')}>
              Add
            </Button>
          ) : undefined
        }
      />
      {inField && (
        <OutboxPanel<FieldFindingRecord>
          outbox={outbox}
          texts={FINDING_OUTBOX_TEXTS}
          problemTitle={(p) => `${p.payload.accountNo ?? p.payload.locationText ?? 'Finding'}: not recorded`}
        />
      )}
      <Paper variant="outlined">
        <Tabs
          value={view ?? 'findings'}
          onChange={(_, v: 'findings' | 'connection-order') => list.setFilter('view', v === 'findings' ? undefined : v)}
          variant="scrollable"
          sx={{ px: 2 }}
        >
          <Tab value="findings" label="Findings" />
          <Tab value="connection-order" label="Connection Order" />
        </Tabs>
        <Box sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          <SearchField
            size="small"
            placeholder="Account no., name or finding"
            value={search}
            onChange={(v) => list.setFilter('search', v)}
            sx={{ minWidth: 220 }}
          />
          <FilterSelect
            size="small"
            label="Status"
            name="status"
            value={status}
            onChange={(v) => list.setFilter('status', v)}
            options={FINDING_STATUSES.map((s) => ({ value: s, label: s }))}
            sx={{ minWidth: 140 }}
          />
          <FilterSelect
            size="small"
            label="Finding"
            name="kind"
            value={kind}
            onChange={(v) => list.setFilter('kind', v)}
            options={Object.values(FINDING_KIND)}
            sx={{ minWidth: 170 }}
          />
          <FilterSelect
            size="small"
            label="Branch"
            name="branch"
            value={branchCode}
            onChange={(v) => list.setFilter('branch', v)}
            options={BRANCH_OPTIONS}
            sx={{ minWidth: 150 }}
          />
          <Box sx={{ flexGrow: 1 }} />
          <ExportButton endpoint={exportFieldFindingsEndpoint} query={query} />
        </Box>
        <DataTable
          caption="Field findings"
          columns={columns}
          result={page.data}
          loading={page.isFetching}
          {...list.table}
          rowKey={(f) => f.id}
          emptyText="No field findings match."
        />
      </Paper>
      {add === '1' && (
        <Suspense fallback={null}>
          <FieldFindingDialog outbox={inField ? outbox : undefined} onClose={() => list.setFilter('add', undefined)} />
        </Suspense>
      )}
      {reviewing && <ReviewFindingDialog finding={reviewing} onClose={() => setReviewing(null)} />}
      {photos && (
        <MeterImagesDialog
          title={`${photos.findingNo} · ${FINDING_KIND[photos.kind].label}`}
          caption={photos.latitude ? `GPS ${photos.latitude}, ${photos.longitude}` : undefined}
          photoIds={photos.photoIds}
          onClose={() => setPhotos(null)}
        />
      )}
    </Box>
  );
}

export default function FieldFindingsPage() {
  return (
    <ScreenAccess reads={listFieldFindingsEndpoint}>
      <Findings />
    </ScreenAccess>
  );
}
