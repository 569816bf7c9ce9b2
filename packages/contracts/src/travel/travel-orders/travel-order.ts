// Travel orders (OGM; IAD reads them): a TO number per year, the travellers, destination, purpose,
// dates, funding and estimated expenses; recommended and approved through the approval engine
// (decision 014), printed with its signatories, and shown on the travellers' DTR once approved.
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { requiredDate } from '../../hr/fields.ts';
import { id } from '../../primitives.ts';
import { MESSAGES, optionalText, requiredText } from '../../validation.ts';

/** The approval engine's document type of a travel order. */
export const TRAVEL_ORDER_DOCUMENT_TYPE = 'travel.travel-order';

/** Status of a travel order: filed as a draft, then through the chain; an approved one may be cancelled. */
export const TRAVEL_ORDER_STATUS = {
  Draft: { value: 0, label: 'Draft' },
  Pending: { value: 1, label: 'For approval' },
  Approved: { value: 2, label: 'Approved' },
  Rejected: { value: 3, label: 'Disapproved' },
  Withdrawn: { value: 4, label: 'Withdrawn' },
  Cancelled: { value: 5, label: 'Cancelled' },
} as const;

export type TravelOrderStatusName = keyof typeof TRAVEL_ORDER_STATUS;

export const TRAVEL_ORDER_STATUS_LABELS: Record<number, string> = Object.fromEntries(
  Object.values(TRAVEL_ORDER_STATUS).map((s) => [s.value, s.label]),
);

/** Statuses in which the order may still be edited and (re)submitted. */
export const EDITABLE_TRAVEL_ORDER_STATUSES: readonly number[] = [
  TRAVEL_ORDER_STATUS.Draft.value,
  TRAVEL_ORDER_STATUS.Rejected.value,
  TRAVEL_ORDER_STATUS.Withdrawn.value,
];

export const TRAVEL_ORDER_MESSAGES = {
  notFound: 'The travel order was not found.',
  alreadySubmitted: 'This travel order has already been submitted for approval.',
  notEditable: 'Only a draft, disapproved or withdrawn travel order can be changed.',
  onlyApprovedCancelled: 'Only an approved travel order can be cancelled.',
  alreadyCancelled: 'This travel order has already been cancelled.',
  travellerNotFound: 'A traveller was not found among the employees.',
  travellerTwice: 'Each traveller is listed once.',
  overlapping: (toNumber: string, name: string) => `${name} already travels on these dates (${toNumber}).`,
  ownTravel: {
    approve: 'You cannot approve a travel order you travel on.',
    reject: 'You cannot reject a travel order you travel on.',
  },
} as const;

const PESOS = /^\d{1,12}(\.\d{1,2})?$/;
/** Pesos as a decimal string with at most two places (numbers are accepted and turned to text). */
export const travelPesos = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidNumber })
  .transform((v) => String(v).trim())
  .refine((v) => PESOS.test(v), { message: 'Enter an amount in pesos with at most two decimals.' });

export const travelOrderFieldsSchema = z
  .object({
    travellerIds: z
      .array(id(), { error: MESSAGES.required })
      .min(1, 'Name at least one traveller.')
      .max(50, 'A travel order names at most 50 travellers.')
      .refine((ids) => new Set(ids).size === ids.length, TRAVEL_ORDER_MESSAGES.travellerTwice),
    destination: requiredText(1, 255),
    purpose: requiredText(1, 1000),
    dateFrom: requiredDate(),
    dateTo: requiredDate(),
    funding: requiredText(1, 255),
    estimatedExpenses: travelPesos,
    transportation: optionalText(255),
    remarks: optionalText(1000),
  })
  .refine((v) => v.dateTo >= v.dateFrom, {
    path: ['dateTo'],
    message: 'The end date must not be before the start date.',
  });

export type TravelOrderFields = z.input<typeof travelOrderFieldsSchema>;

export const travellerSchema = z.object({
  employeeId: z.number().int(),
  employeeCode: z.string(),
  name: z.string(),
  position: z.string().nullable(),
  department: z.string().nullable(),
});

export type Traveller = z.infer<typeof travellerSchema>;

export const travelOrderSchema = z.object({
  id: z.number().int(),
  toNumber: z.string(),
  destination: z.string(),
  purpose: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  days: z.number().int(),
  funding: z.string(),
  estimatedExpenses: z.string(),
  transportation: z.string().nullable(),
  remarks: z.string().nullable(),
  status: z.number().int(),
  travellers: z.array(travellerSchema),
  createdBy: z.string(),
  createdAt: z.string(),
  submittedAt: z.string().nullable(),
  decidedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  attachments: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      sizeBytes: z.number().int(),
      by: z.string(),
      at: z.string(),
    }),
  ),
  /** The latest approval request: current step, and whether the signed-in user may decide or withdraw. */
  approval: approvalSummarySchema.nullable(),
});

export type TravelOrder = z.infer<typeof travelOrderSchema>;

/** Columns the list sorts by (newest travel first otherwise). */
export const TRAVEL_ORDER_SORT_COLUMNS = ['toNumber', 'dateFrom', 'destination', 'status'] as const;

export const cancelTravelOrderBody = z.object({ reason: requiredText(1, 500) });
