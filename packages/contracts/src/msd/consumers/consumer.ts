import { z } from 'zod';

/** One of billing's consumers as member services sees it: account, address, class, meter, status (no money). */
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
