import type { RouteDef } from '../../platform/http/define-route.ts';
import { changePassword } from './change-password.ts';
import { forgotPassword } from './forgot-password.ts';
import { getCurrentUser } from './get-current-user.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { resetPassword } from './reset-password.ts';
import { userDashboard } from './user-dashboard.ts';

export const authRoutes: RouteDef[] = [
  login,
  logout,
  getCurrentUser,
  changePassword,
  forgotPassword,
  resetPassword,
  userDashboard,
];
