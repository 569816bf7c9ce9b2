// /admin/service-request-approvers: who gives the first and the second approval of service
// requests. The approvers are the approval engine's chain of 'msd.service-request' (decision
// 014), edited on Administrator > Signatories; this page shows them, which types need them, and
// the approvers per type (decision 072).
import { listChainStepsEndpoint } from '@ilaw/contracts/approvals/chain-steps/list-chain-steps';
import { listServiceRequestTypesEndpoint } from '@ilaw/contracts/msd/service-request-types/list-service-request-types';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { endpointQuery } from '#web/shared/api/query.ts';
import { ScreenAccess } from '#web/shared/auth/ScreenAccess.tsx';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { AdminTabs } from './AdminTabs.tsx';
import { TypeApproversPanel } from './TypeApproversPanel.tsx';

export const SERVICE_REQUEST_DOCUMENT = 'msd.service-request';

function Screen() {
  const steps = useQuery(endpointQuery(listChainStepsEndpoint, { query: { documentType: SERVICE_REQUEST_DOCUMENT } }));
  const types = useQuery(endpointQuery(listServiceRequestTypesEndpoint, { query: { activeOnly: 'true' } }));
  const needing = (types.data ?? []).filter((t) => t.requiresApproval);
  return (
    <Box>
      <PageHeader
        title="Service Request Approvers"
        subtitle={<AdminTabs current="approvers" />}
        actions={
          <Button variant="contained" component={RouterLink} to={`/admin/signatories?type=${SERVICE_REQUEST_DOCUMENT}`}>
            Change approvers
          </Button>
        }
      />
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" gutterBottom>
            Approval steps
          </Typography>
          {(steps.data ?? []).map((s) => (
            <Stack key={s.id} direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ minWidth: 200 }}>
                <strong>Step {s.seq}</strong>: {s.signatoryTypeName}
              </Typography>
              {s.members.map((m) => (
                <Chip
                  key={m.role ?? `u${m.userId}`}
                  size="small"
                  variant="outlined"
                  label={m.role !== null ? `Any ${m.role}` : (m.userName ?? '')}
                />
              ))}
              {s.members.length === 0 && <Typography color="warning.main">Nobody: set an approver</Typography>}
            </Stack>
          ))}
          <Typography variant="body2" color="text.secondary">
            The first step is the request&apos;s first approval, the last its second approval. Nobody approves a request
            they filed, and nobody signs both steps.
          </Typography>
        </Paper>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" gutterBottom>
            Types that need approval
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {needing.map((t) => (
              <Chip key={t.id} label={t.parentName ? `${t.parentName} / ${t.name}` : t.name} />
            ))}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            The others (outages, reconnections) go to the crews at once; set it per type on the Types tab.
          </Typography>
        </Paper>
        <TypeApproversPanel types={(types.data ?? []).filter((t) => t.parentId === null && t.requiresApproval)} />
      </Stack>
    </Box>
  );
}

export default function ServiceRequestApproversPage() {
  return (
    <ScreenAccess reads={listChainStepsEndpoint}>
      <Screen />
    </ScreenAccess>
  );
}
