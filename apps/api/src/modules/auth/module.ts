// Sign-in, sessions, password change and reset, the user's own dashboard.
import { defineModule } from '../../platform/modules/define-module.ts';
import { changePassword } from './change-password.ts';
import { forgotPassword } from './forgot-password.ts';
import { getCurrentUser } from './get-current-user.ts';
import { login } from './login.ts';
import { logout } from './logout.ts';
import { resetPassword } from './reset-password.ts';
import { userDashboard } from './user-dashboard.ts';

export const authModule = defineModule({
  name: 'auth',
  endpoints: [login, logout, getCurrentUser, changePassword, forgotPassword, resetPassword, userDashboard],
});
