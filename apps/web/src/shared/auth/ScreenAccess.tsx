import LockOutlined from '@mui/icons-material/LockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { EndpointDef } from '@ilaw/contracts/http';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCan } from './endpoint-access.ts';

/** "ask for the Billing or BillingViewer role" */
export function askForRoles(roles: readonly string[]): string {
  if (roles.length === 0) return 'ask the administrator for access';
  const names = roles.length === 1 ? roles[0] : `${roles.slice(0, -1).join(', ')} or ${roles[roles.length - 1]}`;
  return `ask the administrator for the ${names} role`;
}

/**
 * Shows the screen only to users who may read what it shows (the endpoint it loads first);
 * everyone else sees one plain "no access" state instead of empty lists and refused buttons.
 */
export function ScreenAccess({
  reads,
  children,
}: {
  reads: Pick<EndpointDef, 'method' | 'path'>;
  children: ReactNode;
}) {
  const can = useCan();
  if (!can.ready) return null;
  if (can(reads)) return children;
  return (
    <Box sx={{ p: 3, display: 'grid', placeItems: 'center', minHeight: '50vh' }} data-testid="no-access">
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, textAlign: 'center' }}>
        <LockOutlined color="warning" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h2" component="h2" gutterBottom>
          You don&apos;t have access to this screen
        </Typography>
        <Typography sx={{ mb: 3 }} data-testid="no-access-roles">
          To use it, {askForRoles(can.rolesFor(reads))}.
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Button>
      </Paper>
    </Box>
  );
}
