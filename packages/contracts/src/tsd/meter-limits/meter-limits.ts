import { z } from 'zod';
import { calendarDate } from '../../primitives.ts';
import { measurement } from '../common.ts';

export const meterLimitsSchema = z.object({
  effectiveFrom: z.string(),
  lightLoadWeight: z.string(),
  fullLoadWeight: z.string(),
  acceptanceTolerancePct: z.string(),
  inServiceTolerancePct: z.string(),
});
export type MeterLimits = z.infer<typeof meterLimitsSchema>;

export const meterLimitsFields = z.object({
  effectiveFrom: calendarDate(),
  lightLoadWeight: measurement,
  fullLoadWeight: measurement,
  acceptanceTolerancePct: measurement,
  inServiceTolerancePct: measurement,
});
