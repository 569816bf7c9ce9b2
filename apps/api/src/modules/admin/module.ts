// Administrator area: users, departments, mail outbox.
import { defineModule } from '../../platform/modules/define-module.ts';
import { adminRoutes } from './routes.ts';

export const adminModule = defineModule({
  name: 'admin',
  endpoints: adminRoutes,
  auditedTypes: { user: ['Admin'], department: ['Admin'] },
});
