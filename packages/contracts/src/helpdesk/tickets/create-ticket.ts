import { endpoint } from '../../http.ts';
import { ticketDetailSchema, ticketFieldsSchema } from './ticket.ts';

export const createTicketEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/cpd/it-service-requests',
  summary: "Any staff member asks the IT section for help ('IT-2026-000001'); the clocks of its priority start.",
  body: ticketFieldsSchema,
  response: ticketDetailSchema,
});
