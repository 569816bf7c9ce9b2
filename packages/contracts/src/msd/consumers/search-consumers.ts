import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { searchText } from '../../primitives.ts';
import { serviceRequestConsumerSchema } from './consumer.ts';

export const searchServiceRequestConsumersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/service-requests/consumers',
  summary:
    "Billing's consumers whose account no., name ('LAST, FIRST') or meter serial starts with the search (at most 20).",
  query: z.object({ search: searchText(100).pipe(z.string().min(2, 'Type at least 2 characters.')) }),
  response: z.array(serviceRequestConsumerSchema),
});
