import { endpoint } from '../../http.ts';
import { travelOrderFieldsSchema, travelOrderSchema } from './travel-order.ts';

export const createTravelOrderEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/travel-orders',
  summary: "Files a travel order as a draft under the next TO number of its travel year ('TO-2026-0001').",
  body: travelOrderFieldsSchema,
  response: travelOrderSchema,
});
