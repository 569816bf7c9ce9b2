// (NCA) Applications: new connection applications with filters, sort, page and the open
// application in the URL, .xlsx export, and filing a new one.
import type { ConnectionApplication } from '@ilaw/contracts/msd/connection-applications/connection-application';
import { createConnectionApplicationEndpoint } from '@ilaw/contracts/msd/connection-applications/create-connection-application';
import { exportConnectionApplicationsEndpoint } from '@ilaw/contracts/msd/connection-applications/export-connection-applications';
import {
  CONNECTION_APPLICATION_SORT_COLUMNS,
  listConnectionApplicationsEndpoint,
} from '@ilaw/contracts/msd/connection-applications/list-connection-applications';
import { APPLICANT_TYPES, CONNECTION_STAGES } from '@ilaw/contracts/msd/enums';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { ExportButton } from '#web/shared/list/ExportButton.tsx';
import { int, isoDate, oneOf, text } from '#web/shared/list/list-params.ts';
import { BranchFilter } from '#web/shared/list/BranchFilter.tsx';
import { ListFilterBar } from '#web/shared/list/ListFilterBar.tsx';
import { SearchField } from '#web/shared/list/SearchField.tsx';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { FilterSelect } from '#web/shared/ui/FilterSelect.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { ConnectionApplicationDialog } from './ConnectionApplicationDetail.tsx';
import { ConnectionApplicationFormDialog } from './ConnectionApplicationFormDialog.tsx';
import { STAGE_OPTIONS, StageChip, duration, when } from './connection-parts.tsx';

const FILTERS = {
  search: text,
  stage: oneOf(CONNECTION_STAGES),
  applicantType: oneOf(APPLICANT_TYPES),
  branchCode: int,
  dateFrom: isoDate,
  dateTo: isoDate,
  /** The application shown in the dialog. */
  open: int,
};

export default function NewConnectionsPage() {
  return (
    <ScreenAccess reads={listConnectionApplicationsEndpoint}>
      <List />
    </ScreenAccess>
  );
}

function List() {
  const can = useCan();
  const [filing, setFiling] = useState(false);
  const list = useListParams({ filters: FILTERS, sortable: CONNECTION_APPLICATION_SORT_COLUMNS });
  const { filters, setFilter } = list;
  const { open, ...query } = filters;
  const applications = usePagedEndpoint(listConnectionApplicationsEndpoint, { query: { ...list.query, ...query } });

  const columns: Column<ConnectionApplication>[] = [
    {
      key: 'applicationNo',
      header: 'Application no.',
      sortable: true,
      phone: 'title',
      render: (r) => (
        <Link component="button" onClick={() => setFilter('open', r.id)}>
          {r.applicationNo}
        </Link>
      ),
    },
    { key: 'createdAt', header: 'Filed', sortable: true, render: (r) => when(r.createdAt) },
    {
      key: 'applicant',
      header: 'Applicant',
      sortable: true,
      render: (r) => r.juridicalName ?? (r.spouseName ? `${r.applicantName} & ${r.spouseName}` : r.applicantName),
    },
    { key: 'type', header: 'Type', render: (r) => r.applicantType },
    { key: 'address', header: 'Barangay', render: (r) => `${r.barangay}${r.branchName ? ` (${r.branchName})` : ''}` },
    { key: 'load', header: 'Load', render: (r) => `${r.loadKw} kW` },
    {
      key: 'documents',
      header: 'Documents',
      render: (r) => (r.missingDocuments.length === 0 ? 'Complete' : `${r.missingDocuments.length} missing`),
    },
    {
      key: 'pms',
      header: 'Seminar',
      render: (r) => (r.pmsAttendedAt ? 'Attended' : r.pmsSeminarId ? 'Enrolled' : '-'),
    },
    { key: 'stage', header: 'Stage', sortable: true, render: (r) => <StageChip stage={r.stage} /> },
    { key: 'stageSince', header: 'In stage', sortable: true, render: (r) => duration(r.hoursInStage) },
  ];

  return (
    <Box>
      <PageHeader
        title="(NCA) Applications"
        subtitle="New connection applications from filing through inspection, evaluation, payment and installation."
        actions={
          can(createConnectionApplicationEndpoint) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              New application
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Application no., applicant"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Stage"
            name="Stage"
            value={filters.stage}
            onChange={(v) => setFilter('stage', v)}
            options={STAGE_OPTIONS}
          />
          <FilterSelect
            label="Applicant type"
            name="ApplicantType"
            value={filters.applicantType}
            onChange={(v) => setFilter('applicantType', v)}
            options={APPLICANT_TYPES.map((t) => ({ value: t, label: t }))}
          />
          <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />
          <TextField
            size="small"
            type="date"
            label="Filed from"
            name="dateFrom"
            value={filters.dateFrom ?? ''}
            onChange={(ev) => setFilter('dateFrom', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Filed to"
            name="dateTo"
            value={filters.dateTo ?? ''}
            onChange={(ev) => setFilter('dateTo', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ExportButton endpoint={exportConnectionApplicationsEndpoint} query={{ ...list.sortQuery, ...query }} />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={applications.data}
          loading={applications.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          caption="New connection applications"
          emptyText="No applications match."
        />
      </Paper>
      {filing && (
        <ConnectionApplicationFormDialog onClose={() => setFiling(false)} onSaved={(a) => setFilter('open', a.id)} />
      )}
      {open !== undefined && <ConnectionApplicationDialog id={open} onClose={() => setFilter('open', undefined)} />}
    </Box>
  );
}
