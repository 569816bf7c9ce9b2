import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router';
import { useProductName } from '#web/shared/auth/session.ts';
import { PageProgressBar } from '#web/shared/feedback/PageProgressBar.tsx';
import { useRouteHandle } from '../route-handle.ts';

/** Page title '%s - {product name}' (SPEC.md section 1). */
function TitleUpdater() {
  const handle = useRouteHandle();
  const productName = useProductName();
  useEffect(() => {
    document.title = handle ? `${handle.title} - ${productName}` : productName;
  }, [handle, productName]);
  return null;
}

/** New pages start at the top, or at the #anchor when the address names one. */
function ScrollOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back and forward keep the browser's own scroll restoration.
    if (navigationType === 'POP') return;
    if (hash.length > 1) {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      if (target !== null) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [pathname, search, hash, navigationType]);
  return null;
}

export function isDevelopmentHost(hostname: string = window.location.hostname): boolean {
  return hostname.startsWith('testing.');
}

export function DevelopmentBanner() {
  if (!isDevelopmentHost()) return null;
  return (
    <Box
      role="status"
      data-testid="development-banner"
      sx={{
        bgcolor: 'warning.main',
        color: 'warning.contrastText',
        textAlign: 'center',
        fontWeight: 700,
        letterSpacing: 2,
        fontSize: 12,
        py: 0.25,
        '@media print': { display: 'none' },
      }}
    >
      DEVELOPMENT STAGE
    </Box>
  );
}

export function BootProgress() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} aria-busy="true">
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}

export function RootShell() {
  return (
    <>
      <PageProgressBar />
      <TitleUpdater />
      <ScrollOnNavigate />
      <DevelopmentBanner />
      <Outlet />
    </>
  );
}
