import { z } from 'zod';
import { endpoint, idParam, queryBoolean } from '../../http.ts';

export const downloadTicketAttachmentEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/cpd/it-service-request-attachments/{id}',
  summary: "A request's attachment with its original name; inline=true shows an image in the viewer.",
  params: idParam,
  query: z.object({ inline: queryBoolean.optional() }),
  download: true,
});
