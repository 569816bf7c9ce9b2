import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { monthQuery } from './list-interruptions.ts';

export const interruptionReportSchema = z.object({
  month: z.string(),
  /** Active consumers (billing) of the branch or of the cooperative. */
  consumersServed: z.number().int(),
  /** Sustained interruptions ended in the month (momentary ones left out). */
  interruptions: z.number().int(),
  momentaryLeftOut: z.number().int(),
  consumerInterruptions: z.number().int(),
  consumerHours: z.string(),
  /** Interruptions per consumer served (SAIFI-like). */
  interruptionsPerConsumer: z.string(),
  /** Consumer-hours interrupted per consumer served (SAIDI-like, hours). */
  hoursPerConsumer: z.string(),
  byCause: z.array(z.object({ cause: z.string(), interruptions: z.number().int(), consumerHours: z.string() })),
  byDay: z.array(z.object({ day: z.string(), interruptions: z.number().int(), consumerHours: z.string() })),
});
export type InterruptionReport = z.infer<typeof interruptionReportSchema>;

export const getInterruptionReportEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/interruptions/report',
  summary:
    "A month's reliability indices: sustained interruptions, consumer-hours, per consumer served; by cause and by day.",
  query: z.object({ month: monthQuery, branchCode: branchCode().optional() }),
  response: interruptionReportSchema,
});
