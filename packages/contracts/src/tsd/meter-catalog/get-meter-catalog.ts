import { z } from 'zod';
import { endpoint } from '../../http.ts';

export const METER_CATALOG_VIEWS = ['brand', 'class', 'type'] as const;

export const meterCatalogRowSchema = z.object({
  /** The brand or class as typed on the receipts, or the meter type's name. */
  name: z.string(),
  label: z.string(),
  received: z.number().int(),
  tested: z.number().int(),
  failed: z.number().int(),
  fast: z.number().int(),
});
export type MeterCatalogRow = z.infer<typeof meterCatalogRowSchema>;

export const getMeterCatalogEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/meter-catalog',
  summary:
    'The kWh meters received by brand, class or type (SPEC.md meter types), each with how many were tested, failed and found fast: /tsd/kwh-meter/brand, /class and /type.',
  query: z.object({ by: z.enum(METER_CATALOG_VIEWS) }),
  response: z.array(meterCatalogRowSchema),
});
