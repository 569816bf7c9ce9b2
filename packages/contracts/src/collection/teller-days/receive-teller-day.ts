import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { optionalText } from '../../validation.ts';
import { dcrSchema } from './teller-day.ts';

export const receiveTellerDayEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/teller-days/{id}/receive',
  summary: "The cashier receives a closed day's remittance and locks its DCR: nothing posts to it afterwards.",
  params: idParam,
  body: z.object({ remarks: optionalText(300) }).optional(),
  response: dcrSchema,
});
