// Sign-in, sessions, password change and reset, the user's own dashboard.
import { defineModule } from '../../platform/modules/define-module.ts';
import { authRoutes } from './routes.ts';

export const authModule = defineModule({ name: 'auth', endpoints: authRoutes });
