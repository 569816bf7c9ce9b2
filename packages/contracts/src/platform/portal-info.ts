import { z } from 'zod';
import { endpoint } from '../http.ts';

export const portalInfoSchema = z.object({
  /** PORTAL_NAME: the product name in the header and in page titles ('%s - {name}'). */
  name: z.string(),
  demoMode: z.boolean(),
  version: z.string(),
});
export type PortalInfo = z.infer<typeof portalInfoSchema>;

export const portalInfoEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/portal',
  summary: 'Public facts the screens need before sign-in: product name and demo-mode marker.',
  response: portalInfoSchema,
});
