import type { PortalRoute } from '#web/app/portal-route.ts';

export const screens: PortalRoute[] = [
  {
    path: '/',
    module: 'auth',
    title: 'Sign In',
    layout: 'empty',
    public: true,
    load: () => import('./pages/SignInPage.tsx'),
  },
  {
    path: '/user/change-password',
    module: 'auth',
    title: 'Change Password',
    load: () => import('./pages/ChangePasswordPage.tsx'),
  },
  {
    path: '/user/forgot-password',
    module: 'auth',
    title: 'Forgot Password',
    layout: 'unauthorized',
    public: true,
    load: () => import('./pages/ForgotPasswordPage.tsx'),
  },
  {
    path: '/user/reset-password',
    module: 'auth',
    title: 'Reset Password',
    layout: 'unauthorized',
    public: true,
    load: () => import('./pages/ResetPasswordPage.tsx'),
  },
];
