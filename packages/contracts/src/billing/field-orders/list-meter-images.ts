import { z } from 'zod';
import { endpoint, pagedOf } from '../../http.ts';
import { pagingQuery } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';

export const meterImageSchema = z.object({
  id: z.number().int(),
  takenAt: z.string(),
  /** 'Disconnection' / 'Reconnection' (an order's meter photo) or 'Finding'. */
  source: z.enum(['Disconnection', 'Reconnection', 'Finding']),
  reference: z.string(),
  accountNo: z.string().nullable(),
  name: z.string().nullable(),
  branchCode: z.number().int().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  takenBy: z.string().nullable(),
});
export type MeterImage = z.infer<typeof meterImageSchema>;

export const listMeterImagesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/billing/meter-images',
  summary: 'Photos taken in the field (meters at disconnection and reconnection, field findings), newest first.',
  query: pagingQuery.extend({
    source: z.enum(['Disconnection', 'Reconnection', 'Finding']).optional(),
    branchCode: branchCode().optional(),
    search: optionalText(60).optional(),
  }),
  response: pagedOf(meterImageSchema),
});
