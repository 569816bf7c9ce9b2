import DarkMode from '@mui/icons-material/DarkMode';
import LightMode from '@mui/icons-material/LightMode';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import { useColorScheme } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { usePortalInfo } from '#web/shared/auth/session.ts';

/** The product name from GET /api/v2/portal, with the demo-data marker when the server runs one. */
export function ProductTitle({ to }: { to: string }) {
  const { data } = usePortalInfo();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexGrow: 1 }}>
      <Typography
        variant="h6"
        component={RouterLink}
        to={to}
        noWrap
        data-testid="product-name"
        sx={{ color: 'inherit', textDecoration: 'none', fontWeight: 700, letterSpacing: 0.3 }}
      >
        {data?.name ?? 'Ilaw'}
      </Typography>
      {data?.demoMode === true && (
        <Tooltip title="This portal runs with made-up demonstration data.">
          <Chip
            label="DEMO DATA"
            size="small"
            color="secondary"
            data-testid="demo-marker"
            sx={{ fontWeight: 700, letterSpacing: 1 }}
          />
        </Tooltip>
      )}
    </Box>
  );
}

/** Light/dark switch; MUI keeps the choice in localStorage ('ilaw-color-mode'). */
export function ColorModeToggle() {
  const { mode, systemMode, setMode } = useColorScheme();
  const current = mode === 'system' ? systemMode : mode;
  const dark = current === 'dark';
  const label = dark ? 'Switch to light mode' : 'Switch to dark mode';
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        data-testid="color-mode-toggle"
        onClick={() => setMode(dark ? 'light' : 'dark')}
      >
        {dark ? <LightMode /> : <DarkMode />}
      </IconButton>
    </Tooltip>
  );
}
