import { z } from 'zod';
import { endpoint, idParam } from '../../http.ts';
import { optionalText } from '../../validation.ts';
import { pesoAmount } from '../common.ts';
import { cashCountSchema } from './cash-count.ts';
import { dcrSchema } from './teller-day.ts';

export const closeTellerDayEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/fsd/collection/teller-days/{id}/close',
  summary:
    "The teller's cash count by BSP denominations and the checks on hand; closes the day and records over/short.",
  params: idParam,
  body: z.object({ cashCount: cashCountSchema, checksTotal: pesoAmount, remarks: optionalText(300) }),
  response: dcrSchema,
});
