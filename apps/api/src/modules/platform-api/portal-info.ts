import { portalInfoEndpoint } from '@ilaw/contracts/platform/portal-info/portal-info';
import { PUBLIC } from '../../platform/http/access.ts';
import { defineRoute } from '../../platform/http/define-route.ts';
import { portalVersion } from '../../platform/config/portal-version.ts';
import { isDemoMode } from '../../seed/demo-mode.ts';

export const portalInfo = defineRoute({
  endpoint: portalInfoEndpoint,
  access: PUBLIC,
  async handler({ db, services }) {
    const { logoFile, ...cooperative } = services.config.cooperative;
    return {
      name: services.config.portalName,
      demoMode: await isDemoMode(db),
      version: portalVersion(),
      migrationLevel:
        (
          await db
            .selectFrom('schema_migrations')
            .select((eb) => eb.fn.max('name').as('name'))
            .executeTakeFirst()
        )?.name ?? null,
      cooperative: { ...cooperative, hasLogo: logoFile !== undefined },
    };
  },
});
