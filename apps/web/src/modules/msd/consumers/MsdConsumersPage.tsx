// /isd/msd/consumers: a consumer as member services sees them (account, address, class, meter and
// status from billing, no money) with every service request filed for them, the connection orders
// that opened the account and its disconnections and reconnections (issue 14 item 7).
import { ACCOUNT_STATUS, CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { enumLabel } from '@ilaw/contracts/enums';
import {
  type ConsumerConnection,
  type ConsumerFieldOrder,
  type ServiceRequestConsumer,
  type ServiceRequestConsumerDetail,
} from '@ilaw/contracts/msd/consumers/consumer';
import { CONNECTION_STAGE_LABELS } from '@ilaw/contracts/msd/enums';
import { getServiceRequestConsumerEndpoint } from '@ilaw/contracts/msd/consumers/get-consumer';
import { searchServiceRequestConsumersEndpoint } from '@ilaw/contracts/msd/consumers/search-consumers';
import { listServiceRequestsEndpoint } from '@ilaw/contracts/msd/service-requests/list-service-requests';
import type { ServiceRequest } from '@ilaw/contracts/msd/service-requests/service-request';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { useDebouncedValue } from '#web/shared/hooks/use-debounced-value.ts';
import { useListParams } from '#web/shared/list/use-list-params.ts';
import { usePagedEndpoint } from '#web/shared/list/use-paged-endpoint.ts';
import { DataTable, SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { StatusChip } from '#web/shared/ui/StatusChip.tsx';
import { StatusCell, when } from '../service-requests/service-request-parts.tsx';

export default function MsdConsumersPage() {
  return (
    <ScreenAccess reads={getServiceRequestConsumerEndpoint}>
      <Consumers />
    </ScreenAccess>
  );
}

function Consumers() {
  const [params, setParams] = useSearchParams();
  const consumerId = Number(params.get('consumerId') ?? 0);
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 300);
  const found = useQuery({
    ...endpointQuery(searchServiceRequestConsumersEndpoint, { query: { search: term } }),
    enabled: term.length >= 2,
  });
  const consumer = useQuery({
    ...endpointQuery(getServiceRequestConsumerEndpoint, { params: { id: consumerId } }),
    enabled: consumerId > 0,
  });
  return (
    <Box>
      <PageHeader
        title="Consumers"
        subtitle="A member-consumer's account as member services sees it, with their service requests."
      />
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
        <Autocomplete<ServiceRequestConsumer>
          options={found.data ?? []}
          filterOptions={(x) => x}
          getOptionLabel={(c) => `${c.accountNo} ${c.name}`}
          onInputChange={(_, v) => setSearch(v)}
          onChange={(_, c) => c && setParams({ consumerId: String(c.id) })}
          renderOption={(props, c) => (
            <li {...props} key={c.id}>
              {c.accountNo} · {c.name} · {c.address ?? c.town}
            </li>
          )}
          renderInput={(p) => (
            <TextField {...p} label="Find a consumer (account no., name or meter serial)" name="consumer" />
          )}
        />
      </Paper>
      {consumer.data && <Account c={consumer.data} />}
    </Box>
  );
}

function Account({ c }: { c: ServiceRequestConsumerDetail }) {
  const list = useListParams({ filters: {} });
  const requests = usePagedEndpoint(listServiceRequestsEndpoint, {
    query: { page: list.query.page, itemsPerPage: list.query.itemsPerPage, consumerId: c.id },
  });
  const status = enumLabel(ACCOUNT_STATUS, c.accountStatus);
  const columns: Column<ServiceRequest>[] = [
    {
      key: 'no',
      header: 'Request no.',
      render: (r) => (
        <Link component={RouterLink} to={`/isd/msd/service-requests/${r.id}`}>
          {r.requestNo}
        </Link>
      ),
    },
    { key: 'received', header: 'Received', render: (r) => when(r.receivedAt) },
    { key: 'type', header: 'Type', render: (r) => (r.subtypeName ? `${r.typeName} / ${r.subtypeName}` : r.typeName) },
    { key: 'done', header: 'Accomplished', render: (r) => when(r.accomplishedAt) },
    { key: 'status', header: 'Status', render: (r) => <StatusCell r={r} /> },
  ];
  return (
    <>
      <Paper variant="outlined" sx={{ p: 2, mb: 2 }} aria-label="Account">
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="h6">{c.name}</Typography>
            <Typography variant="body2">{c.accountNo}</Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography variant="body2">{[c.address, c.town].filter(Boolean).join(', ')}</Typography>
            <Typography variant="body2">
              {enumLabel(CONSUMER_CLASS, c.consumerClass)} · meter {c.meterSerial ?? '-'}
            </Typography>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <StatusChip
              status={status === 'Active' ? 'active' : status === 'Disconnected' ? 'cancelled' : 'pending'}
              label={status}
            />
          </Grid>
        </Grid>
      </Paper>
      <Paper variant="outlined">
        <DataTable
          columns={columns}
          result={requests.data}
          loading={requests.isFetching}
          {...list.table}
          rowKey={(r) => r.id}
          rowHref={(r) => `/isd/msd/service-requests/${r.id}`}
          caption="Service requests of the consumer"
          emptyText="No service requests for this consumer."
        />
      </Paper>
      <Paper variant="outlined" sx={{ mt: 2 }}>
        <SimpleTable
          columns={connectionColumns}
          rows={c.connections}
          rowKey={(o) => o.orderId}
          rowHref={(o) => `/isd/msd/consumers/connection-order/${o.orderId}`}
          caption="Connection history"
          emptyText="No connection order on record for this account (connected before the portal)."
        />
      </Paper>
      <Paper variant="outlined" sx={{ mt: 2 }}>
        <SimpleTable
          columns={fieldOrderColumns}
          rows={c.fieldOrders}
          rowKey={(o) => o.orderNo}
          caption="Disconnections and reconnections"
          emptyText="No disconnection or reconnection orders for this account."
        />
      </Paper>
    </>
  );
}

const connectionColumns: Column<ConsumerConnection>[] = [
  {
    key: 'co',
    header: 'CO no.',
    render: (o) => (
      <Link component={RouterLink} to={`/isd/msd/consumers/connection-order/${o.orderId}`}>
        {o.coNumber}
      </Link>
    ),
  },
  {
    key: 'application',
    header: 'Application',
    render: (o) => (
      <Link component={RouterLink} to={`/isd/msd/new-connections?open=${o.applicationId}`}>
        {o.applicationNo}
      </Link>
    ),
  },
  { key: 'stage', header: 'Stage', render: (o) => CONNECTION_STAGE_LABELS[o.applicationStage] },
  { key: 'issued', header: 'Issued', render: (o) => when(o.issuedAt) },
  { key: 'energized', header: 'Energized', render: (o) => when(o.energizedAt) },
  { key: 'meter', header: 'Meter', render: (o) => o.meterSerial ?? '-' },
  { key: 'status', header: 'Status', render: (o) => o.status },
];

const fieldOrderColumns: Column<ConsumerFieldOrder>[] = [
  { key: 'no', header: 'Order no.', render: (o) => o.orderNo },
  { key: 'kind', header: 'Kind', render: (o) => o.kind },
  { key: 'made', header: 'Made', render: (o) => when(o.createdAt) },
  { key: 'executed', header: 'Executed', render: (o) => when(o.executedAt) },
  { key: 'crew', header: 'Crew', render: (o) => o.crew ?? '-' },
  { key: 'seal', header: 'Seal', render: (o) => o.sealNo ?? '-' },
  { key: 'status', header: 'Status', render: (o) => o.status },
];
