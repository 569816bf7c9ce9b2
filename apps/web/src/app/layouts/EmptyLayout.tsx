import Box from '@mui/material/Box';
import { Outlet } from 'react-router';

/** A bare page on the background colour (the sign-in screen). */
export function EmptyLayout() {
  return (
    <Box component="main" sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <Outlet />
    </Box>
  );
}
