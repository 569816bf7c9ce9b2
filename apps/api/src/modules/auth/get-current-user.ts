import { getCurrentUserEndpoint } from '@ilaw/contracts/auth/get-current-user';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { loadCurrentUser } from './load-current-user.ts';

export const getCurrentUser = defineRoute({
  endpoint: getCurrentUserEndpoint,
  access: SIGNED_IN,
  passwordChangeExempt: true,
  async handler({ user, db }) {
    const current = await loadCurrentUser(db, user.id, user.agreementDue);
    if (!current) throw unauthorized();
    return current;
  },
});
