import { getUserEndpoint } from '@ilaw/contracts/admin/users/get-user';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { loadAdminUser } from './user-queries.ts';

export const getUser = defineRoute({
  endpoint: getUserEndpoint,
  access: anyRole('Admin'),
  async handler({ params, db }) {
    const user = await loadAdminUser(db, params.id);
    if (!user) throw notFound('The user was not found.');
    return user;
  },
});
