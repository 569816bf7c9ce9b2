import Login from '@mui/icons-material/Login';
import ManageSearch from '@mui/icons-material/ManageSearch';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import { Link as RouterLink, Outlet } from 'react-router';
import { ColorModeToggle, ProductTitle } from './TopBarParts.tsx';

/** Pages for people not signed in: a top bar with Login and Request (SPEC.md section 2). */
export default function UnauthorizedLayout() {
  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" color="primary">
        <Toolbar sx={{ gap: 1 }}>
          <ProductTitle to="/" />
          <Button color="inherit" component={RouterLink} to="/" startIcon={<Login />}>
            Login
          </Button>
          <Button color="inherit" component={RouterLink} to="/request" startIcon={<ManageSearch />}>
            Request
          </Button>
          <ColorModeToggle />
        </Toolbar>
      </AppBar>
      <Box component="main" sx={{ p: { xs: 2, sm: 3 } }}>
        <Outlet />
      </Box>
    </Box>
  );
}
