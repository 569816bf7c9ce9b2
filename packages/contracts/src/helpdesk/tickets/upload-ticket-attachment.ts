import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { ticketDetailSchema } from './ticket.ts';

export const uploadTicketAttachmentEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-service-requests/attachments',
  summary:
    'Attaches screenshots or files to a request (multipart field "file", field ticketId) by its requester or the IT personnel. Over the upload limit answers 413, an unaccepted type 415.',
  multipart: true,
  body: z.object({ ticketId: id() }),
  response: ticketDetailSchema,
});
