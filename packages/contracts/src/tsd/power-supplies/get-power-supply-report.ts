import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { periodText } from './power-supply.ts';

export const powerSupplyReportSchema = z.object({
  month: z.string(),
  suppliers: z.array(
    z.object({ supplierId: z.number().int(), name: z.string(), energyKwh: z.string(), peakDemandKw: z.string() }),
  ),
  days: z.array(z.object({ date: z.string(), energyKwh: z.string(), peakDemandKw: z.string() })),
  purchasedKwh: z.string(),
  /** kWh of the month's standing bills (billing). */
  billedKwh: z.string(),
  companyUseKwh: z.string(),
  systemLossKwh: z.string(),
  /** (purchased − billed − company use) / purchased × 100; null when nothing was purchased. */
  systemLossPct: z.string().nullable(),
  capPct: z.string(),
  overCap: z.boolean(),
});
export type PowerSupplyReport = z.infer<typeof powerSupplyReportSchema>;

export const getPowerSupplyReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/powerSupplies/Report',
  summary:
    "A month's energy bought per supplier and per day (for the chart and the prints), reconciled with billing's kWh and company use into the system loss against the cap.",
  query: z.object({ month: periodText }),
  response: powerSupplyReportSchema,
});
