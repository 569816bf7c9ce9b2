import { z } from 'zod';

export const portalInfoSchema = z.object({
  /** PORTAL_NAME: the product name in the header and in page titles ('%s - {name}'). */
  name: z.string(),
  demoMode: z.boolean(),
  /** The letterhead of prints (COOPERATIVE_* settings); the logo is at /api/v2/portal/logo when hasLogo. */
  cooperative: z.object({
    name: z.string(),
    addressLines: z.array(z.string()),
    tin: z.string(),
    contact: z.string(),
    hasLogo: z.boolean(),
  }),
  /** The portal's version and the last database migration applied (the About box). */
  version: z.string(),
  migrationLevel: z.string().nullable(),
});
export type PortalInfo = z.infer<typeof portalInfoSchema>;
