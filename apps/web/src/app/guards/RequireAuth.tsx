import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { BootProgress } from '../shell/RootShell.tsx';

export const CHANGE_PASSWORD_PATH = '/user/change-password';

/** Signed-in users only; others go to the sign-in page, which brings them back afterwards. */
export function RequireAuth() {
  const { data: user, isPending, isError, error } = useCurrentUser();
  const location = useLocation();
  if (isPending) return <BootProgress />;
  if (isError) throw error;
  if (user === null) {
    const back = location.pathname + location.search + location.hash;
    return <Navigate to={back === '/dashboard' ? '/' : `/?redirect=${encodeURIComponent(back)}`} replace />;
  }
  // A temporary or reset password must be replaced before anything else.
  if (user.mustChangePassword && location.pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  return <Outlet />;
}
