// A transformer's service requests on its record (api.txt's `{id}/GetServiceRequest`): the
// transformer applications that evaluated or installed it, newest first, each with the SPEC.md
// transformer service request status (decision 081), linked to the application where the user may
// read it.
import { formatDate } from '@ilaw/contracts/format';
import { TRANSFORMER_APPLICATION_TYPE_LABELS, TRANSFORMER_REQUEST_STATUS_LABELS } from '@ilaw/contracts/tsd/enums';
import { getTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/get-transformer-application';
import type { TransformerApplication } from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { getTransformerServiceRequestsEndpoint } from '@ilaw/contracts/tsd/transformers/get-transformer-service-requests';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { SimpleTable, type Column } from '#web/shared/ui/DataTable.tsx';
import { applicationHref, StageChip } from '../transformer-applications/application-parts.tsx';

export function TransformerServiceRequests({ transformerId }: { transformerId: number }) {
  const can = useCan();
  const requests = useQuery({
    ...endpointQuery(getTransformerServiceRequestsEndpoint, { params: { id: transformerId } }),
    enabled: can(getTransformerServiceRequestsEndpoint),
  });
  if (!can(getTransformerServiceRequestsEndpoint)) return null;
  const opens = can(getTransformerApplicationEndpoint);
  const columns: Column<TransformerApplication>[] = [
    {
      key: 'no',
      header: 'Application no.',
      phone: 'title',
      render: (a) =>
        opens ? (
          <Link component={RouterLink} to={applicationHref('tsd', a.id)}>
            {a.applicationNo}
          </Link>
        ) : (
          a.applicationNo
        ),
    },
    { key: 'date', header: 'Applied', render: (a) => formatDate(a.appliedOn) },
    { key: 'type', header: 'Type', render: (a) => TRANSFORMER_APPLICATION_TYPE_LABELS[a.applicationType] },
    { key: 'applicant', header: 'Applicant', render: (a) => a.applicantName },
    { key: 'status', header: 'Status', render: (a) => TRANSFORMER_REQUEST_STATUS_LABELS[a.status] },
    { key: 'stage', header: 'Stage', render: (a) => <StageChip stage={a.stage} /> },
  ];
  return (
    <>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Service requests
      </Typography>
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <SimpleTable
          columns={columns}
          rows={requests.data}
          loading={requests.isLoading}
          rowKey={(a) => a.id}
          caption="Service requests"
          emptyText="No transformer applications name this unit."
        />
      </Paper>
    </>
  );
}
