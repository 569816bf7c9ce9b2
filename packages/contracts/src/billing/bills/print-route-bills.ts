// Every bill of a route for a bill month, in route sequence, with every line, so billing staff
// print the whole route at once (docs/decisions/043, "Route print").
import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { MESSAGES } from '../../validation.ts';
import { billSchema } from './bill.ts';

/** A required id in the query: missing or not a positive whole number reads "This field is required." */
const requiredId = id(MESSAGES.required);

/** A bill as printed: the bill with the consumer's sequence and discount marks of the sheet. */
export const printedBillSchema = billSchema.extend({
  sequence: z.number().int().nullable(),
  isLifeliner: z.boolean(),
  isSeniorCitizen: z.boolean(),
});

export type PrintedBill = z.infer<typeof printedBillSchema>;

export const printRouteBillsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/bills/print',
  summary:
    'Every bill of a route for a bill month (posted, and cancelled or adjusted ones marked), with its lines, in route sequence order.',
  query: z.object({ billMonthId: requiredId, routeId: requiredId }),
  response: z.object({
    period: z.string(),
    routeId: z.number().int(),
    routeCode: z.string(),
    routeName: z.string(),
    branchCode: z.number().int(),
    bills: z.array(printedBillSchema),
  }),
});
