import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { idParam } from '../../http.ts';
import { searchText } from '../../primitives.ts';

export const serviceRequestConsumerSchema = z.object({
  id: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  town: z.string(),
  branchCode: z.number().int(),
  consumerClass: z.string(),
  /** Billing's account status: NoAccount 0, Active 1, Disconnected 2. */
  accountStatus: z.number().int(),
  meterSerial: z.string().nullable(),
});
export type ServiceRequestConsumer = z.infer<typeof serviceRequestConsumerSchema>;

export const searchServiceRequestConsumersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/service-requests/consumers',
  summary:
    "Billing's consumers whose account no., name ('LAST, FIRST') or meter serial starts with the search (at most 20).",
  query: z.object({ search: searchText(100).pipe(z.string().min(2, 'Type at least 2 characters.')) }),
  response: z.array(serviceRequestConsumerSchema),
});

export const getServiceRequestConsumerEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/msd/consumers/{id}',
  summary:
    "One of billing's consumers as member services sees it: account, address, class, meter and status (no money).",
  params: idParam,
  response: serviceRequestConsumerSchema,
});
