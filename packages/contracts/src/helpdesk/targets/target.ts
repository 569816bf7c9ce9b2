import { z } from 'zod';
import { integer } from '../../primitives.ts';
import { TICKET_PRIORITIES } from '../tickets/ticket.ts';

export const targetSchema = z.object({
  priority: z.enum(TICKET_PRIORITIES),
  responseMinutes: z.number().int(),
  resolutionMinutes: z.number().int(),
});

export const targetFieldsSchema = z.object({
  responseMinutes: integer(1, 100_000),
  resolutionMinutes: integer(1, 1_000_000),
});
