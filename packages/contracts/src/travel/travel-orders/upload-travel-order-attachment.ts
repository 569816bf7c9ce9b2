import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { travelOrderSchema } from './travel-order.ts';

export const uploadTravelOrderAttachmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/ogm/travel-orders/attachments',
  summary:
    'Attaches files to a travel order (multipart field "file", field travelOrderId): invitations, programmes, itineraries. Over the upload limit answers 413.',
  multipart: true,
  body: z.object({ travelOrderId: id() }),
  response: travelOrderSchema,
});
