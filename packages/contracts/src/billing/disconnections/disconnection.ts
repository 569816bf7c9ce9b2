// Disconnection for non-payment (issue 17 item 1, docs/decisions/111): the consumers past due beyond
// the threshold in force (from the ledger, after payments), the 48-hour written notice printed and
// served, then the disconnection order (field-orders/).
import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { branchCode, calendarDate, id, integer } from '../../primitives.ts';
import { nonNegativeDecimal } from '../common.ts';
import { MESSAGES } from '../../validation.ts';

/** Hours between serving the written notice and the earliest disconnection order (DOMAIN.md). */
export const NOTICE_HOURS = 48;

export const NOTICE_STATUSES = ['Printed', 'Served', 'Ordered', 'Settled'] as const;
export type NoticeStatus = (typeof NOTICE_STATUSES)[number];

export const DISCONNECTION_MESSAGES = {
  notServed: 'The notice has not been served yet; record its service first.',
  tooEarly: (at: string) => `No disconnection order before 48 hours after the notice was served (${at}).`,
  settled: 'The consumer is no longer past due beyond the threshold; the notice is settled.',
  alreadyOrdered: 'A disconnection order was already made for this notice.',
  servedInFuture: 'The time of service cannot be in the future.',
  servedBeforeDue: 'The notice cannot be served before its bills were past due.',
  alreadyServed: 'The notice was already served.',
  noticeNotFound: 'The notice was not found.',
  noThreshold: 'No disconnection threshold is in force on this date.',
  thresholdInPast: 'A threshold takes effect today or later; the days already past keep the threshold they had.',
} as const;

/** The threshold: at least this much past due, for at least this many days; date-effective. */
export const disconnectionThresholdSchema = z.object({
  id: z.number().int(),
  effectiveFrom: z.string(),
  minArrears: z.string(),
  minDaysPastDue: z.number().int(),
  createdAt: z.string(),
});
export type DisconnectionThreshold = z.infer<typeof disconnectionThresholdSchema>;

export const disconnectionThresholdFields = z.object({
  effectiveFrom: calendarDate(),
  minArrears: nonNegativeDecimal.refine((v) => Number(v) > 0, { message: 'The amount must be more than zero.' }),
  minDaysPastDue: integer(0, 3650, MESSAGES.numberRange(0, 3650)),
});

export const noticeSchema = z.object({
  id: z.number().int(),
  noticeNo: z.string(),
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  arrears: z.string(),
  oldestDueDate: z.string(),
  status: z.enum(NOTICE_STATUSES),
  printedAt: z.string(),
  servedAt: z.string().nullable(),
  servedTo: z.string().nullable(),
  /** When a disconnection order may first be made (served + 48 hours), null until served. */
  orderableAt: z.string().nullable(),
});
export type Notice = z.infer<typeof noticeSchema>;

export const candidateSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  barangay: z.string(),
  town: z.string(),
  branchCode: z.number().int(),
  routeId: z.number().int().nullable(),
  routeCode: z.string().nullable(),
  sequence: z.number().int().nullable(),
  /** Unpaid balance of the bills past their due date. */
  arrears: z.string(),
  bills: z.number().int(),
  oldestDueDate: z.string(),
  daysPastDue: z.number().int(),
  notice: noticeSchema.nullable(),
});
export type DisconnectionCandidate = z.infer<typeof candidateSchema>;

export const candidatesQuery = pagingQuery.extend({
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  /** Past due as of this date (Manila's today when omitted). */
  asOf: calendarDate().optional(),
});

export const candidatesResponse = z.object({
  data: z.array(candidateSchema),
  total: z.number().int(),
  asOf: z.string(),
  threshold: disconnectionThresholdSchema,
});

export const summaryQuery = z.object({
  from: calendarDate(),
  to: calendarDate(),
  branchCode: branchCode().optional(),
});

const summaryGroup = z.object({ key: z.string(), orders: z.number().int(), executed: z.number().int() });
export const disconnectionSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  byDay: z.array(summaryGroup.extend({ disconnections: z.number().int(), reconnections: z.number().int() })),
  byCrew: z.array(summaryGroup),
  byBranch: z.array(summaryGroup.extend({ arrears: z.string() })),
  byStatus: z.array(z.object({ kind: z.string(), status: z.string(), orders: z.number().int() })),
  totals: z.object({
    notices: z.number().int(),
    served: z.number().int(),
    disconnections: z.number().int(),
    reconnections: z.number().int(),
    executed: z.number().int(),
  }),
});
export type DisconnectionSummary = z.infer<typeof disconnectionSummarySchema>;
