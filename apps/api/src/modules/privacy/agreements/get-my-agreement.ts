import { getMyAgreementEndpoint } from '@ilaw/contracts/privacy/get-my-agreement';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { myAgreement } from './agreement-queries.ts';

export const getMyAgreement = defineRoute({
  endpoint: getMyAgreementEndpoint,
  access: SIGNED_IN,
  agreementExempt: true,
  async handler({ user, db }) {
    return myAgreement(db, user.id);
  },
});
