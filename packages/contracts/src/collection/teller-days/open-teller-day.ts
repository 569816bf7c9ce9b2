import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { tellerDayRowSchema } from './teller-day.ts';

export const TELLER_DAY_ALREADY_OPEN = "Today's collection is already open.";

export const openTellerDayEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/teller-days',
  summary: "Opens the signed-in teller's collection day for today (Asia/Manila); one per teller and day.",
  body: z.object({}).optional(),
  response: tellerDayRowSchema,
});
