import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { nonNegativeDecimal, optionalDecimal } from '../common.ts';
import { routeSheetRowSchema } from './reading.ts';

export const enterReadingEndpoint = endpoint({
  method: 'PUT',
  path: '/api/v2/billing/meter-readings',
  summary: 'Enter or correct one consumer’s reading for an open bill month (not once billed).',
  body: z.object({
    billMonthId: id(),
    accountNo: requiredText(1, 30),
    presentReading: nonNegativeDecimal,
    remark: z.number().int().min(0).max(11).nullable().default(null),
    newMeterInitial: optionalDecimal,
    oldMeterFinal: optionalDecimal,
    demandKw: optionalDecimal,
  }),
  response: routeSheetRowSchema,
});
