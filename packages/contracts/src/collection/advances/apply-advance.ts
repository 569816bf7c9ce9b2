import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { advanceAccountSchema } from './advance.ts';

export const NO_ADVANCE_BALANCE = 'The consumer has no advance balance.';
export const NOTHING_TO_APPLY = 'The consumer has no unpaid bill to apply the advance to.';

export const applyAdvanceEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/advances/{consumerId}/application',
  summary:
    "Applies the consumer's advance balance to their unpaid bills, oldest first (no surcharge, no OR); posts to the billing ledger.",
  params: z.object({ consumerId: id() }),
  body: z.object({ billIds: z.array(id()).max(60).optional() }).optional(),
  response: advanceAccountSchema,
});
