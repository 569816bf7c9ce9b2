import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { cleanString } from '../../validation.ts';
import { consumerClassSchema } from '../common.ts';
import { rateComponentSchema, rateHeaderSchema } from './rate.ts';

export const saveRatesEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/rates',
  summary: 'Set the rates of one bill month and consumer class (replaces its components).',
  body: z.object({
    billMonthId: id(),
    consumerClass: consumerClassSchema,
    remarks: cleanString().trim().max(255).nullable().default(null),
    components: z.array(rateComponentSchema).min(1, 'Add at least one rate component.').max(60),
  }),
  response: rateHeaderSchema,
});
