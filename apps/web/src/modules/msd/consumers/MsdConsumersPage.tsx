// /isd/msd/consumers: a consumer as member services sees them (account, address, class, meter and
// status from billing, no money) with every service request filed for them.
import { ACCOUNT_STATUS, CONSUMER_CLASS } from '@ilaw/contracts/billing/enums';
import { enumLabel } from '@ilaw/contracts/enums';
import { type ServiceRequestConsumer } from '@ilaw/contracts/msd/consumers/consumer';
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
import { DataTable, type Column } from '#web/shared/ui/DataTable.tsx';
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

function Account({ c }: { c: ServiceRequestConsumer }) {
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
    </>
  );
}
