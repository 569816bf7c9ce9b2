import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { branchCode, id } from '../../primitives.ts';
import { NEA_CATEGORY_CODES } from '../enums.ts';

export const REPORT_RANGE_MESSAGE = 'The end date cannot be before the start date.';

/** Date range (Manila calendar days, both included) and the filters every report takes. */
export const serviceRequestReportQuery = z
  .object({
    dateFrom: isoDate,
    dateTo: isoDate,
    branchCode: branchCode().optional(),
    typeId: id().optional(),
    teamId: id().optional(),
  })
  .refine((q) => q.dateFrom <= q.dateTo, { message: REPORT_RANGE_MESSAGE, path: ['dateTo'] });

const counts = {
  received: z.number().int(),
  forSchedule: z.number().int(),
  scheduled: z.number().int(),
  accomplished: z.number().int(),
  cancelled: z.number().int(),
  overdue: z.number().int(),
  /** Accomplished within the type's target. */
  withinTarget: z.number().int(),
};

/** Requests filed in the range: by type, by branch, by team and by day. */
export const serviceRequestReportSchema = z.object({
  byType: z.array(z.object({ typeId: z.number().int(), typeName: z.string(), neaCategory: z.string(), ...counts })),
  byBranch: z.array(z.object({ branchCode: z.number().int(), branchName: z.string(), ...counts })),
  byTeam: z.array(z.object({ teamId: z.number().int().nullable(), teamName: z.string(), ...counts })),
  byDay: z.array(z.object({ date: z.string(), received: z.number().int(), accomplished: z.number().int() })),
  totals: z.object(counts),
});
export type ServiceRequestReport = z.infer<typeof serviceRequestReportSchema>;

/** One request accomplished in the range with its times (hours on the clock of its type). */
export const dateAccomplishedRowSchema = z.object({
  id: z.number().int(),
  requestNo: z.string(),
  typeName: z.string(),
  neaCategory: z.enum(NEA_CATEGORY_CODES),
  branchName: z.string().nullable(),
  teamName: z.string().nullable(),
  consumerName: z.string().nullable(),
  receivedAt: z.string(),
  dispatchedAt: z.string().nullable(),
  arrivedAt: z.string().nullable(),
  accomplishedAt: z.string(),
  receivedToDispatchedHours: z.number().nullable(),
  dispatchedToArrivedHours: z.number().nullable(),
  arrivedToDoneHours: z.number().nullable(),
  elapsedHours: z.number(),
  targetHours: z.number().int(),
  withinTarget: z.boolean(),
});
export type DateAccomplishedRow = z.infer<typeof dateAccomplishedRowSchema>;

const summaryLine = z.object({
  code: z.string(),
  groupLabel: z.string(),
  label: z.string(),
  received: z.number().int(),
  actedUpon: z.number().int(),
});

/**
 * NEA "Summary of Complaints Received and Acted Upon" per area (branch): received = filed in the
 * range, acted upon = accomplished in the range; and each crew's average hours.
 */
export const dateAccomplishedSummarySchema = z.object({
  areas: z.array(
    z.object({
      branchCode: z.number().int(),
      branchName: z.string(),
      lines: z.array(summaryLine),
      received: z.number().int(),
      actedUpon: z.number().int(),
    }),
  ),
  totals: z.array(summaryLine),
  crews: z.array(
    z.object({
      teamId: z.number().int(),
      teamName: z.string(),
      accomplished: z.number().int(),
      avgReceivedToDispatched: z.number().nullable(),
      avgDispatchedToArrived: z.number().nullable(),
      avgArrivedToDone: z.number().nullable(),
    }),
  ),
});
export type DateAccomplishedSummary = z.infer<typeof dateAccomplishedSummarySchema>;
