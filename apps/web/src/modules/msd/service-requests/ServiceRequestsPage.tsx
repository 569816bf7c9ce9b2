// The service request list of either door: filters, sort and page in the URL, .xlsx export, and
// filing a new request (member services' clerks; crews may file what they find on the line).
import type { ServiceRequest, ServiceRequestSide } from '@ilaw/contracts/msd/service-requests/service-request';
import { SERVICE_REQUEST_SORT_COLUMNS } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import { APPROVAL_STATES, SERVICE_REQUEST_STATUSES } from '@ilaw/contracts/msd/enums';
import { listTeamsEndpoint } from '@ilaw/contracts/reference/teams/list-teams';
import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
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
import { ServiceRequestFormDialog } from './ServiceRequestFormDialog.tsx';
import { APPROVAL_OPTIONS, STATUS_OPTIONS, StatusCell, clockText, when } from './service-request-parts.tsx';
import { SIDES } from './side.ts';

const FILTERS = {
  search: text,
  status: oneOf(SERVICE_REQUEST_STATUSES),
  approvalState: oneOf(APPROVAL_STATES),
  typeId: int,
  branchCode: int,
  teamId: int,
  dateFrom: isoDate,
  dateTo: isoDate,
  overdue: oneOf(['true', 'false'] as const),
};

export function ServiceRequestList({ side }: { side: ServiceRequestSide }) {
  const e = SIDES[side];
  return (
    <ScreenAccess reads={e.list}>
      <List side={side} />
    </ScreenAccess>
  );
}

export default function MsdServiceRequestsPage() {
  return <ServiceRequestList side="msd" />;
}

function List({ side }: { side: ServiceRequestSide }) {
  const e = SIDES[side];
  const can = useCan();
  const navigate = useNavigate();
  const [filing, setFiling] = useState(false);
  const list = useListParams({ filters: FILTERS, sortable: SERVICE_REQUEST_SORT_COLUMNS });
  const { filters, setFilter } = list;
  const types = useQuery(endpointQuery(e.types, { query: {} }));
  const teams = useQuery(endpointQuery(listTeamsEndpoint));
  const requests = usePagedEndpoint(e.list, { query: { ...list.query, ...filters } });

  const columns: Column<ServiceRequest>[] = [
    {
      key: 'requestNo',
      header: 'Request no.',
      sortable: true,
      phone: 'title',
      render: (r) => (
        <Link component={RouterLink} to={`${e.base}/${r.id}`}>
          {r.requestNo}
        </Link>
      ),
    },
    { key: 'receivedAt', header: 'Received', sortable: true, render: (r) => when(r.receivedAt) },
    {
      key: 'type',
      header: 'Type',
      sortable: true,
      render: (r) => (r.subtypeName ? `${r.typeName} / ${r.subtypeName}` : r.typeName),
    },
    {
      key: 'consumer',
      header: 'Consumer / location',
      sortable: true,
      render: (r) =>
        r.consumerName
          ? `${r.consumerName} (${r.accountNo})`
          : [r.barangay, r.landmark].filter(Boolean).join(', ') || r.requesterName,
    },
    { key: 'branch', header: 'Branch', sortable: true, render: (r) => r.branchName ?? '-' },
    { key: 'team', header: 'Team', sortable: true, render: (r) => r.teamName ?? '-' },
    { key: 'dueAt', header: 'Due', sortable: true, render: (r) => when(r.dueAt) },
    { key: 'clock', header: 'Clock', render: (r) => clockText(r) },
    { key: 'status', header: 'Status', sortable: true, render: (r) => <StatusCell r={r} /> },
  ];

  const title = side === 'msd' ? 'Service Requests' : 'Service Requests (crews)';
  return (
    <Box>
      <PageHeader
        title={title}
        subtitle={
          side === 'msd'
            ? 'Complaints and requests of member-consumers, from filing to accomplishment, against each type’s target time.'
            : 'Requests assigned to the line crews: record dispatch, arrival, findings and photos, and accomplish them.'
        }
        actions={
          can(e.create) && (
            <Button variant="contained" startIcon={<Add />} onClick={() => setFiling(true)}>
              New service request
            </Button>
          )
        }
      />
      <Paper variant="outlined">
        <ListFilterBar>
          <SearchField
            placeholder="Request no., account, name"
            value={filters.search}
            onChange={(v) => setFilter('search', v)}
          />
          <FilterSelect
            label="Status"
            name="Status"
            value={filters.status}
            onChange={(v) => setFilter('status', v)}
            options={STATUS_OPTIONS}
          />
          <FilterSelect
            label="Approval"
            name="Approval"
            value={filters.approvalState}
            onChange={(v) => setFilter('approvalState', v)}
            options={APPROVAL_OPTIONS}
          />
          <FilterSelect
            label="Type"
            name="Type"
            value={filters.typeId}
            onChange={(v) => setFilter('typeId', v)}
            options={(types.data ?? []).map((t) => ({
              value: t.id,
              label: t.parentName ? `${t.parentName} / ${t.name}` : t.name,
            }))}
          />
          <BranchFilter value={filters.branchCode} onChange={(v) => setFilter('branchCode', v)} />
          <FilterSelect
            label="Team"
            name="Team"
            value={filters.teamId}
            onChange={(v) => setFilter('teamId', v)}
            options={(teams.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          />
          <FilterSelect
            label="Overdue"
            name="Overdue"
            value={filters.overdue}
            onChange={(v) => setFilter('overdue', v)}
            options={[
              { value: 'true', label: 'Overdue' },
              { value: 'false', label: 'On time' },
            ]}
          />
          <TextField
            size="small"
            type="date"
            label="Received from"
            name="dateFrom"
            value={filters.dateFrom ?? ''}
            onChange={(ev) => setFilter('dateFrom', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            size="small"
            type="date"
            label="Received to"
            name="dateTo"
            value={filters.dateTo ?? ''}
            onChange={(ev) => setFilter('dateTo', ev.target.value || undefined)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <ExportButton endpoint={e.export} query={{ ...list.sortQuery, ...filters }} />
        </ListFilterBar>
        <DataTable
          columns={columns}
          result={requests.data}
          loading={requests.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          rowHref={(r) => `${e.base}/${r.id}`}
          caption={title}
          emptyText="No service requests match."
        />
      </Paper>
      {filing && (
        <ServiceRequestFormDialog
          side={side}
          onClose={() => setFiling(false)}
          onSaved={(sr) => void navigate(`${e.base}/${sr.id}`)}
        />
      )}
    </Box>
  );
}
