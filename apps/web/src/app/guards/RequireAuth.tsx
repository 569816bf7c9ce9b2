import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '#web/shared/auth/session.ts';
import { BootProgress } from '../shell/RootShell.tsx';

export const CHANGE_PASSWORD_PATH = '/user/change-password';

const AgreementGate = lazy(() => import('./AgreementGate.tsx'));

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
  // The current privacy agreement is accepted before anything else; the address is kept, so the
  // screen asked for opens once it is accepted.
  if (!user.mustChangePassword && user.agreementDue !== null) {
    return (
      <Suspense fallback={<BootProgress />}>
        <AgreementGate />
      </Suspense>
    );
  }
  return <Outlet />;
}
