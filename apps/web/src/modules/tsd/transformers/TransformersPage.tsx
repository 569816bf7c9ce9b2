// /tsd/distribution-transformer: the registry with its filters in the URL, .xlsx-free (the data
// sheet report is the department's download), and registration of a new unit.
import {
  LOAD_FLAGS,
  MOUNTINGS,
  PHASE_LABELS,
  PHASES,
  TEST_RESULTS,
  TRANSFORMER_KVA_SIZES,
} from '@ilaw/contracts/tsd/enums';
import { createTransformerEndpoint } from '@ilaw/contracts/tsd/transformers/create-transformer';
import { TRANSFORMER_SORT_COLUMNS, listTransformersEndpoint } from '@ilaw/contracts/tsd/transformers/list-transformers';
import { listTransformerBrandsEndpoint } from '@ilaw/contracts/tsd/transformer-brands/list-transformer-brands';
import type { Transformer } from '@ilaw/contracts/tsd/transformers/transformer';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { int, oneOf, text } from '#web/shared/list/list-params.ts';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { BranchFilter } from '#web/shared/list/BranchFilter.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { ResultChip } from '../tsd-parts.tsx';
import { TransformerFormDialog } from './TransformerFormDialog.tsx';

const FILTERS = {
  search: text,
  branchCode: int,
  brandId: int,
  kva: oneOf(TRANSFORMER_KVA_SIZES),
  phase: oneOf(PHASES),
  mounting: oneOf(MOUNTINGS),
  lastTestResult: oneOf(TEST_RESULTS),
  lastLoadFlag: oneOf(LOAD_FLAGS),
};

export const transformerHref = (id: number) => `/tsd/distribution-transformer/form?id=${id}`;

const columns: Column<Transformer>[] = [
  { key: 'serialNo', header: 'Serial no.', sortable: true, phone: 'title', render: (t) => t.serialNo },
  { key: 'brand', header: 'Brand', sortable: true, render: (t) => t.brandName },
  { key: 'kva', header: 'kVA', sortable: true, align: 'right', render: (t) => t.kva },
  { key: 'phase', header: 'Phase', render: (t) => PHASE_LABELS[t.phase] },
  { key: 'branch', header: 'Branch', sortable: true, render: (t) => t.branchName },
  {
    key: 'feeder',
    header: 'Feeder / pole',
    sortable: true,
    render: (t) => [t.feeder, t.poleNo].filter(Boolean).join(' / ') || '-',
  },
  {
    key: 'mounting',
    header: 'Mounting',
    sortable: true,
    render: (t) => <StatusChip status={t.mounting === 'Mounted' ? 'active' : 'inc'} label={t.mounting} />,
  },
  {
    key: 'test',
    header: 'Last test',
    render: (t) => (t.lastTestDate ? <ResultChip result={t.lastTestResult} /> : '-'),
  },
  {
    key: 'loading',
    header: 'Loading',
    align: 'right',
    render: (t) =>
      t.lastLoadingPct === null
        ? '-'
        : `${t.lastLoadingPct}%${t.lastLoadFlag === 'Normal' ? '' : ` (${t.lastLoadFlag})`}`,
  },
];

export default function TransformersPage() {
  return (
    <ScreenAccess reads={listTransformersEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const can = useCan();
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const list = useListParams({ filters: FILTERS, sortable: TRANSFORMER_SORT_COLUMNS });
  const { filters, setFilter } = list;
  const brands = useQuery(endpointQuery(listTransformerBrandsEndpoint));
  const result = usePagedEndpoint(listTransformersEndpoint, { query: { ...list.query, ...filters } });
  return (
    <Box>
      <PageHeader
        title="Distribution Transformers"
        subtitle="Every transformer on the network: nameplate, where it stands, its tests and its loading."
        actions={
          can(createTransformerEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setAdding(true)}>
              Register transformer
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Serial, pole or feeder"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />
          <FilterSelect
            label="Brand"
            name="Brand"
            value={filters.brandId}
            onChange={(v) => setFilter('brandId', v)}
            options={(brands.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
          />
          <FilterSelect
            label="kVA"
            name="kVA"
            value={filters.kva}
            onChange={(v) => setFilter('kva', v)}
            options={TRANSFORMER_KVA_SIZES.map((k) => ({ value: k, label: k }))}
          />
          <FilterSelect
            label="Phase"
            name="Phase"
            value={filters.phase}
            onChange={(v) => setFilter('phase', v)}
            options={PHASES.map((p) => ({ value: p, label: PHASE_LABELS[p] }))}
          />
          <FilterSelect
            label="Mounting"
            name="Mounting"
            value={filters.mounting}
            onChange={(v) => setFilter('mounting', v)}
            options={MOUNTINGS.map((m) => ({ value: m, label: m }))}
          />
          <FilterSelect
            label="Last test"
            name="Last test"
            value={filters.lastTestResult}
            onChange={(v) => setFilter('lastTestResult', v)}
            options={TEST_RESULTS.map((r) => ({ value: r, label: r }))}
          />
          <FilterSelect
            label="Loading"
            name="Loading"
            value={filters.lastLoadFlag}
            onChange={(v) => setFilter('lastLoadFlag', v)}
            options={LOAD_FLAGS.map((f) => ({ value: f, label: f }))}
          />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={result.data}
          loading={result.isFetching}
          {...list.table}
          rowKey={(t) => t.id}
          rowHref={(t) => transformerHref(t.id)}
          caption="Distribution transformers"
          emptyText="No transformers match."
        />
      </Paper>
      {adding && (
        <TransformerFormDialog
          row={null}
          onClose={() => setAdding(false)}
          onSaved={(t) => void navigate(transformerHref(t.id))}
        />
      )}
    </Box>
  );
}
