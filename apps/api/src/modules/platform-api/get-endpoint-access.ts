import { endpointAccessEndpoint } from '@ilaw/contracts/platform/endpoint-access';
import { SIGNED_IN } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';

export const getEndpointAccess = defineRoute({
  endpoint: endpointAccessEndpoint,
  access: SIGNED_IN,
  passwordChangeExempt: true,
  async handler({ services }) {
    return Promise.resolve(services.endpointAccess);
  },
});
