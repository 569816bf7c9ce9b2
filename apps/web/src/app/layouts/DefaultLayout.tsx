import AccountCircle from '@mui/icons-material/AccountCircle';
import Key from '@mui/icons-material/Key';
import Logout from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import Person from '@mui/icons-material/Person';
import Print from '@mui/icons-material/Print';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTheme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { lazy, Suspense, useCallback, useState } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { useSignOut } from '#web/shared/auth/use-sign-out.ts';
import { AccountDialog } from './AccountDialog.tsx';
import { SideMenu } from './SideMenu.tsx';
import { ColorModeToggle, ProductTitle } from './TopBarParts.tsx';

const DRAWER_WIDTH = 288;
// Loaded when opened: it brings the receipt contracts along.
const ReceiptPrinterDialog = lazy(() => import('#web/shared/printing/ReceiptPrinterDialog.tsx'));

function AccountMenu({
  fullName,
  onOpenAccount,
  onOpenPrinter,
}: {
  fullName: string;
  onOpenAccount: () => void;
  onOpenPrinter: () => void;
}) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const navigate = useNavigate();
  const signOut = useSignOut();
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        onClick={(e) => setAnchor(e.currentTarget)}
        startIcon={<AccountCircle />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'account-menu' : undefined}
        data-testid="account-menu-button"
        sx={{ textTransform: 'none', maxWidth: 240 }}
      >
        <Typography noWrap variant="body2" sx={{ display: { xs: 'none', sm: 'block' } }}>
          {fullName}
        </Typography>
      </Button>
      <Menu id="account-menu" anchorEl={anchor} open={anchor !== null} onClose={close}>
        <MenuItem
          onClick={() => {
            close();
            onOpenAccount();
          }}
        >
          <ListItemIcon>
            <Person fontSize="small" />
          </ListItemIcon>
          Your Account
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            void navigate('/user/change-password');
          }}
        >
          <ListItemIcon>
            <Key fontSize="small" />
          </ListItemIcon>
          Change Password
        </MenuItem>
        <MenuItem
          onClick={() => {
            close();
            onOpenPrinter();
          }}
        >
          <ListItemIcon>
            <Print fontSize="small" />
          </ListItemIcon>
          Receipt Printer
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void signOut();
          }}
          data-testid="sign-out"
        >
          <ListItemIcon>
            <Logout fontSize="small" />
          </ListItemIcon>
          Sign out
        </MenuItem>
      </Menu>
    </>
  );
}

/** Side drawer and top bar around every signed-in page. */
export default function DefaultLayout() {
  const theme = useTheme();
  const mobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  // Open by default on non-mobile screens (SPEC.md section 2).
  const [desktopOpen, setDesktopOpen] = useState(true);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);
  const [printerOpen, setPrinterOpen] = useState(false);
  const { data: user } = useCurrentUser();
  const open = mobile ? mobileOpen : desktopOpen;
  const closeMobile = useCallback(() => setMobileOpen(false), []);
  const closeAccount = useCallback(() => setAccountOpen(false), []);
  const closePrinter = useCallback(() => setPrinterOpen(false), []);

  const drawerContent = (
    <>
      <Toolbar />
      <Box sx={{ overflowY: 'auto', pb: 4 }}>
        <SideMenu roles={user?.roles ?? []} onNavigate={mobile ? closeMobile : () => undefined} />
      </Box>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" sx={{ zIndex: (t) => t.zIndex.drawer + 1, '@media print': { display: 'none' } }}>
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            aria-label={open ? 'Hide menu' : 'Show menu'}
            aria-expanded={open}
            data-testid="drawer-toggle"
            onClick={() => (mobile ? setMobileOpen((o) => !o) : setDesktopOpen((o) => !o))}
          >
            <MenuIcon />
          </IconButton>
          <ProductTitle to="/dashboard" />
          <ColorModeToggle />
          <AccountMenu
            fullName={user?.fullName ?? ''}
            onOpenAccount={() => setAccountOpen(true)}
            onOpenPrinter={() => setPrinterOpen(true)}
          />
        </Toolbar>
      </AppBar>
      <Drawer
        variant={mobile ? 'temporary' : 'persistent'}
        open={open}
        onClose={closeMobile}
        ModalProps={{ keepMounted: true }}
        sx={{
          width: open && !mobile ? DRAWER_WIDTH : 0,
          flexShrink: 0,
          transition: (t) => t.transitions.create('width'),
          '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
          '@media print': { display: 'none' },
        }}
        data-testid="side-drawer"
      >
        {drawerContent}
      </Drawer>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3 }, '@media print': { p: 0 } }}>
        <Toolbar sx={{ '@media print': { display: 'none' } }} />
        <Outlet />
      </Box>
      <AccountDialog open={accountOpen} onClose={closeAccount} />
      {printerOpen && (
        <Suspense fallback={null}>
          <ReceiptPrinterDialog open onClose={closePrinter} />
        </Suspense>
      )}
    </Box>
  );
}
