import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { rateHeaderSchema } from './rate.ts';

export const importRatesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/billing/rates/import',
  summary:
    'Import a bill month’s rates from .xlsx (columns: Class, Code, Name, Unit, Rate, Vatable, Discountable, LifelineSubsidy).',
  multipart: true,
  body: z.object({ billMonthId: id() }),
  response: z.array(rateHeaderSchema),
});
