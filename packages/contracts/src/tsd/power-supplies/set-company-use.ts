import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { measurement } from '../common.ts';
import { periodText } from './power-supply.ts';

export const setCompanyUseEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/tsd/power-supplies/company-use',
  summary: "Sets a month's company use (kWh the cooperative's own offices and substations used).",
  body: z.object({ period: periodText, kwh: measurement }),
  response: z.object({ period: z.string(), kwh: z.string() }),
});
