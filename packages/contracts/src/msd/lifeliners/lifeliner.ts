// A lifeliner application (RA 11552, decision 072): the account, the household and its basis
// (4Ps, or a social-welfare certification and its date), the disqualification flags, the
// decision due in two working days, and the dates the lifeline tag held in billing.
import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { LIFELINE_BASES, LIFELINE_STATUSES } from '../enums.ts';

export const LIFELINER_BASE = '/api/v2/msd/lifeliners';
export const LIFELINER_NOT_FOUND = 'The lifeline application was not found.';

export const lifelinerSchema = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  consumerId: z.number().int(),
  accountNo: z.string(),
  consumerName: z.string(),
  basis: z.enum(LIFELINE_BASES),
  householdId: z.string(),
  beneficiaryName: z.string(),
  certificateDate: z.string().nullable(),
  netMetering: z.boolean(),
  pilferageViolation: z.boolean(),
  socializedHousing: z.boolean(),
  filedOn: z.string(),
  decisionDue: z.string(),
  /** Pending past its due date. */
  overdue: z.boolean(),
  status: z.enum(LIFELINE_STATUSES),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionRemarks: z.string().nullable(),
  effectiveFrom: z.string().nullable(),
  effectiveTo: z.string().nullable(),
  filedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Lifeliner = z.infer<typeof lifelinerSchema>;

export const lifelinerDocumentSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  isImage: z.boolean(),
  by: z.string().nullable(),
  at: z.string(),
});

/** A move of the household to another account (the tag followed it). */
export const lifelinerMoveSchema = z.object({
  fromAccountNo: z.string(),
  toAccountNo: z.string(),
  movedOn: z.string(),
  remarks: z.string().nullable(),
  by: z.string().nullable(),
});

export const lifelinerDetailSchema = lifelinerSchema.extend({
  /** Why it may not be approved now (eligibility, the household rule), or null. */
  ineligibility: z.string().nullable(),
  mayDecide: z.boolean(),
  /** The papers (4Ps ID, certification, form, bill). */
  documents: z.array(lifelinerDocumentSchema),
  moves: z.array(lifelinerMoveSchema),
  /** Pending or approved: documents may be attached and the household moved. */
  mayChange: z.boolean(),
});
export type LifelinerDetail = z.infer<typeof lifelinerDetailSchema>;

export const createLifelinerBody = z
  .object({
    consumerId: id(),
    basis: z.enum(LIFELINE_BASES, { error: 'Choose the basis.' }),
    householdId: requiredText(1, 60),
    beneficiaryName: requiredText(1, 150),
    certificateDate: isoDate.nullable().default(null),
    netMetering: z.boolean().default(false),
    pilferageViolation: z.boolean().default(false),
    socializedHousing: z.boolean().default(false),
    requestKey: optionalText(80),
  })
  .superRefine((v, ctx) => {
    if (v.basis === 'SocialWelfare' && v.certificateDate === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['certificateDate'],
        message: 'Enter the date of the social-welfare certification.',
      });
    }
  });

export const LIFELINE_ACTIONS = ['Approve', 'Reject', 'End'] as const;
export const decideLifelinerBody = z
  .object({
    action: z.enum(LIFELINE_ACTIONS, { error: 'Choose the action.' }),
    remarks: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.action !== 'Approve' && v.remarks === null) {
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'Enter the reason.' });
    }
  });

export const moveLifelinerBody = z.object({
  consumerId: id(),
  remarks: optionalText(500),
});

export const LIFELINER_MOVE_MESSAGES = {
  sameAccount: 'The household is already on this account.',
  closed: 'Only a pending or approved application moves with its household.',
  documentsClosed: 'Documents are attached to a pending or approved application only.',
} as const;
