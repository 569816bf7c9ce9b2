import { userDashboardEndpoint } from '@ilaw/contracts/auth/user-dashboard';
import { dashboardStatusesEndpoint } from '@ilaw/contracts/reference/dashboard';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNumber } from '@ilaw/contracts/format';
import { endpointQuery } from '#web/shared/api/query.ts';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { PageHeader } from '#web/shared/ui/PageHeader.tsx';
import { listBackupsEndpoint } from '@ilaw/contracts/platform/backups/list-backups';
import { useCan } from '#web/shared/auth/endpoint-access.ts';
import { AuditTrailCheck } from '../components/AuditTrailCheck.tsx';
import { BackupStatus } from '../components/BackupStatus.tsx';
import { MyWork } from '../components/MyWork.tsx';
import { greeting } from '../greeting.ts';

function Detail({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

export default function DashboardPage() {
  const { data: user } = useCurrentUser();
  const cards = useQuery(endpointQuery(dashboardStatusesEndpoint));
  const personal = useQuery(endpointQuery(userDashboardEndpoint));
  const auditor = user?.roles.some((r) => r === 'Admin' || r === 'AuditViewer') ?? false;
  const can = useCan();

  return (
    <Box>
      <PageHeader title="Dashboard" subtitle={greeting(user?.fullName)} />
      <MyWork />
      <Grid container spacing={2} sx={{ mb: 3 }} data-testid="dashboard-cards">
        {cards.isPending &&
          [0, 1, 2, 3].map((i) => (
            <Grid key={i} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={110} />
            </Grid>
          ))}
        {cards.data?.map((card) => {
          const content = (
            <CardContent>
              <Typography variant="body2" color="text.secondary" gutterBottom>
                {card.label}
              </Typography>
              <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
                <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
                  {formatNumber(card.count, 0)}
                </Typography>
                {card.link !== null && <ArrowForward color="action" />}
              </Stack>
            </CardContent>
          );
          return (
            <Grid key={card.key} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Card variant="outlined" data-card={card.key} sx={{ height: '100%' }}>
                {card.link !== null ? (
                  <CardActionArea component={RouterLink} to={card.link} sx={{ height: '100%' }}>
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
              </Card>
            </Grid>
          );
        })}
        {cards.data?.length === 0 && (
          <Grid size={12}>
            <Typography color="text.secondary">Nothing needs your attention right now.</Typography>
          </Grid>
        )}
      </Grid>

      {can(listBackupsEndpoint) && <BackupStatus />}
      {auditor && <AuditTrailCheck />}

      <Paper variant="outlined" sx={{ p: 3 }} data-testid="my-summary">
        <Typography variant="h2" component="h2" gutterBottom>
          My summary
        </Typography>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Detail label="Name" value={user?.fullName ?? '-'} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Detail label="Department" value={user?.departmentName ?? user?.departmentCode ?? '-'} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6, md: 4 }}>
            <Detail label="Username" value={user?.username ?? '-'} />
          </Grid>
          {(
            [
              ['employeeId', 'Employee ID'],
              ['sssNo', 'SSS'],
              ['pagIbigNo', 'PAG-IBIG'],
              ['philHealthNo', 'PhilHealth'],
              ['hmoNo', 'HMO'],
              ['tinNo', 'TIN'],
            ] as const
          ).map(([key, label]) => (
            <Grid key={key} size={{ xs: 6, md: 2 }}>
              <Detail
                label={label}
                value={personal.isPending ? <Skeleton width={80} /> : (personal.data?.[key] ?? '-')}
              />
            </Grid>
          ))}
          <Grid size={12}>
            <Typography variant="caption" color="text.secondary" component="div" sx={{ mb: 0.5 }}>
              Roles
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} data-testid="my-roles">
              {user?.roles.length === 0 && <Typography variant="body2">No roles yet: ask the ICT Section.</Typography>}
              {user?.roles.map((r) => (
                <Chip key={r} label={r} size="small" variant="outlined" />
              ))}
            </Stack>
          </Grid>
        </Grid>
      </Paper>
    </Box>
  );
}
