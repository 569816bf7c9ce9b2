// (PUE) Inspections: applications waiting for inspection (the inspector records one from there)
// and the inspections made (search, result, dates; .xlsx export). View, filters, page and the open
// application live in the URL.
import type {
  ConnectionApplication,
  ConnectionApplicationDetail,
  Inspection,
} from '@ilaw/contracts/msd/connection-applications/connection-application';
import { listConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { exportConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/export-connection-inspections';
import { listConnectionInspectionsEndpoint } from '@ilaw/contracts/msd/connection-inspections/list-connection-inspections';
import { INSPECTION_RESULTS } from '@ilaw/contracts/msd/enums';
import { formatDate } from '@ilaw/contracts/format';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, isoDate, oneOf, text } from '#web/shared/list/list-params.ts';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams, type ListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ConnectionApplicationDialog } from '../new-connections/ConnectionApplicationDetail.tsx';
import { duration, when } from '../new-connections/connection-parts.tsx';
import { InspectionFormDialog } from './InspectionFormDialog.tsx';

const FILTERS = {
  view: oneOf(['due', 'done'] as const),
  search: text,
  result: oneOf(INSPECTION_RESULTS),
  dateFrom: isoDate,
  dateTo: isoDate,
  open: int,
};

export default function InspectionsPage() {
  return (
    <ScreenAccess reads={listConnectionInspectionsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}

function Screen() {
  const list = useListParams({ filters: FILTERS });
  const { filters, setFilter, setFilters } = list;
  const [inspecting, setInspecting] = useState<ConnectionApplicationDetail | null>(null);
  const view = filters.view ?? 'due';
  return (
    <Box>
      <PageHeader
        title="(PUE) Inspections"
        subtitle="Inspections of the premises of new connections: service entrance, poles, service drop, GPS and the electrician."
      />
      <Paper variant="outlined">
        <Tabs
          value={view}
          onChange={(_, v: 'due' | 'done') =>
            setFilters({ view: v, result: undefined, dateFrom: undefined, dateTo: undefined })
          }
          variant="scrollable"
        >
          <Tab value="due" label="For inspection" />
          <Tab value="done" label="Inspections" />
        </Tabs>
        <ListFilterBar>
          <SearchField
            placeholder="Application no., applicant"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          {view === 'done' && (
            <>
              <FilterSelect
                label="Result"
                name="Result"
                value={filters.result}
                onChange={(v) => setFilter('result', v)}
                options={[
                  { value: 'Passed', label: 'Passed' },
                  { value: 'ReInspect', label: 'Re-inspect' },
                ]}
              />
              <TextField
                size="small"
                type="date"
                label="Inspected from"
                name="dateFrom"
                value={filters.dateFrom ?? ''}
                onChange={(ev) => setFilter('dateFrom', ev.target.value || undefined)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                size="small"
                type="date"
                label="Inspected to"
                name="dateTo"
                value={filters.dateTo ?? ''}
                onChange={(ev) => setFilter('dateTo', ev.target.value || undefined)}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <ExportButton
                endpoint={exportConnectionInspectionsEndpoint}
                query={{
                  search: filters.search,
                  result: filters.result,
                  dateFrom: filters.dateFrom,
                  dateTo: filters.dateTo,
                }}
              />
            </>
          )}
        </ListFilterBar>
        {view === 'due' ? <Due list={list} /> : <Done list={list} />}
      </Paper>
      {filters.open !== undefined && (
        <ConnectionApplicationDialog
          id={filters.open}
          onClose={() => setFilter('open', undefined)}
          inspect={setInspecting}
        />
      )}
      {inspecting && <InspectionFormDialog application={inspecting} onClose={() => setInspecting(null)} />}
    </Box>
  );
}

type List = ListParams<typeof FILTERS>;

function Due({ list }: { list: List }) {
  const { filters, setFilter } = list;
  const due = usePagedEndpoint(listConnectionApplicationsEndpoint, {
    query: { ...list.query, stage: 'ForInspection', search: filters.search, sort: 'createdAt', order: 'asc' },
  });
  const columns: Column<ConnectionApplication>[] = [
    {
      key: 'applicationNo',
      header: 'Application no.',
      phone: 'title',
      render: (r) => (
        <Link component="button" onClick={() => setFilter('open', r.id)}>
          {r.applicationNo}
        </Link>
      ),
    },
    { key: 'applicant', header: 'Applicant', render: (r) => r.juridicalName ?? r.applicantName },
    { key: 'address', header: 'Address', render: (r) => `${r.address}, ${r.barangay}` },
    { key: 'load', header: 'Load', render: (r) => `${r.loadKw} kW` },
    { key: 'filed', header: 'Filed', render: (r) => when(r.createdAt) },
    { key: 'waiting', header: 'Waiting', render: (r) => duration(r.hoursInStage) },
  ];
  return (
    <DataTable
      columns={columns}
      result={due.data}
      loading={due.isFetching}
      {...list.table}
      rowKey={(r) => r.id}
      caption="Applications for inspection"
      emptyText="No application waits for inspection."
    />
  );
}

function Done({ list }: { list: List }) {
  const { filters, setFilter } = list;
  const { view: _v, open: _o, ...query } = filters;
  const done = usePagedEndpoint(listConnectionInspectionsEndpoint, { query: { ...list.query, ...query } });
  const columns: Column<Inspection>[] = [
    { key: 'inspectedOn', header: 'Inspected', render: (i) => formatDate(i.inspectedOn) },
    {
      key: 'applicationNo',
      header: 'Application no.',
      phone: 'title',
      render: (i) => (
        <Link component="button" onClick={() => setFilter('open', i.applicationId)}>
          {i.applicationNo}
        </Link>
      ),
    },
    { key: 'applicant', header: 'Applicant', render: (i) => i.applicantName },
    { key: 'barangay', header: 'Barangay', render: (i) => i.barangay },
    { key: 'inspector', header: 'Inspector', render: (i) => i.inspector ?? '-' },
    {
      key: 'result',
      header: 'Result',
      render: (i) => (i.result === 'Passed' ? 'Passed' : `Re-inspect ${formatDate(i.reinspectOn)}`),
    },
    { key: 'photos', header: 'Photos', render: (i) => i.photos.length },
  ];
  return (
    <DataTable
      columns={columns}
      result={done.data}
      loading={done.isFetching}
      {...list.table}
      rowKey={(i) => i.id}
      caption="PUE inspections"
      emptyText="No inspections match."
    />
  );
}
