import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { tellerDayStatusSchema } from '../common.ts';

export const tellerAuthorizationSchema = z.object({
  /** The signed-in user's teller record, null when they are no teller. */
  teller: z
    .object({ id: z.number().int(), name: z.string(), branchCode: z.number().int(), collectionOffice: z.string() })
    .nullable(),
  today: z.string(),
  /** Today's teller day (DCR), when opened. */
  day: z.object({ id: z.number().int(), status: tellerDayStatusSchema }).nullable(),
  canOpenDay: z.boolean(),
  canCollect: z.boolean(),
  /** Why the teller cannot collect now, in the cooperative's words. */
  reason: z.string().nullable(),
  nextOrNumber: z.number().int().nullable(),
  receiptsLeft: z.number().int(),
  series: z.array(
    z.object({
      id: z.number().int(),
      startNo: z.number().int(),
      endNo: z.number().int(),
      nextNo: z.number().int().nullable(),
    }),
  ),
});
export type TellerAuthorization = z.infer<typeof tellerAuthorizationSchema>;

export const getTellerAuthorizationEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/collection/TellerAuthorization',
  summary: 'What the signed-in teller may do today: the open day, the OR series and the next OR number.',
  response: tellerAuthorizationSchema,
});
