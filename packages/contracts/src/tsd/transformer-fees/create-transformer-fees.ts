import { endpoint } from '../../http.ts';
import { createFeeVersionBody, feeVersionSchema } from './transformer-fee.ts';

export const createTransformerFeesEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/tsd/transformer-fees',
  summary: 'Adds a price list version effective from today or later (Admin); items not priced are not offered.',
  body: createFeeVersionBody,
  response: feeVersionSchema,
});
