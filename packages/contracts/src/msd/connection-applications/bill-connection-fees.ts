import { z } from 'zod';
import { positivePesoAmount } from '../../collection/common.ts';
import { endpoint, idParam } from '../../http.ts';
import { optionalText } from '../../validation.ts';
import { CONNECTION_APPLICATION_BASE, connectionApplicationDetailSchema } from './connection-application.ts';

export const billConnectionFeesBody = z.object({
  /** The fees due (connection fee, meter deposit, materials) as one amount. */
  amount: positivePesoAmount,
  description: optionalText(200),
});

export const billConnectionFeesEndpoint = endpoint({
  method: 'POST',
  path: `${CONNECTION_APPLICATION_BASE}/{id}/fees`,
  summary:
    "Bills an application's fees For Payment as a collection non-power bill (type CO) to the applicant; paying it at the teller moves the application to For Installing. Once (409).",
  params: idParam,
  body: billConnectionFeesBody,
  response: connectionApplicationDetailSchema,
});
