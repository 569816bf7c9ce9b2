import { portalInfoEndpoint } from '@ilaw/contracts/platform/portal-info/portal-info';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { isDemoMode } from '../../seed/demo-mode.ts';

export const portalInfo = defineRoute({
  endpoint: portalInfoEndpoint,
  access: PUBLIC,
  async handler({ db, services }) {
    const { logoFile, ...cooperative } = services.config.cooperative;
    return {
      name: services.config.portalName,
      demoMode: await isDemoMode(db),
      version: '0.1.0',
      cooperative: { ...cooperative, hasLogo: logoFile !== undefined },
    };
  },
});
