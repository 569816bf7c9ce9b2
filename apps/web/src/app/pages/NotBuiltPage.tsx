import InfoOutlined from '@mui/icons-material/InfoOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { MODULE_LABELS } from '../modules.ts';
import { useRouteHandle } from '../route-handle.ts';

/** The one page for every route whose screen is not built yet; it never pretends to work. */
export function NotBuiltPage() {
  const handle = useRouteHandle();
  const moduleLabel = handle ? (MODULE_LABELS[handle.module] ?? handle.module) : 'portal';
  return (
    <Box sx={{ p: 3, display: 'grid', placeItems: 'center', minHeight: '50vh' }} data-testid="not-built-page">
      <Paper variant="outlined" sx={{ p: 4, maxWidth: 560, textAlign: 'center' }}>
        <InfoOutlined color="info" sx={{ fontSize: 48, mb: 1 }} />
        <Typography variant="h1" component="h1" gutterBottom>
          {handle?.title ?? 'Screen'}
        </Typography>
        <Typography sx={{ mb: 1 }}>
          This screen belongs to the <strong data-testid="not-built-module">{moduleLabel}</strong> module and is not
          available yet.
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          It will appear here once that module is released.
        </Typography>
        <Button variant="outlined" component={RouterLink} to="/dashboard">
          Back to the dashboard
        </Button>
      </Paper>
    </Box>
  );
}
