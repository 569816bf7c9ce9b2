// The DSWD 4Ps list imported and matched against the consumers (Joint Resolution 01 s.2026,
// decision 116): the template's columns, a list line with its match and what became of it, and
// the clerk's review of a near-match.
import { z } from 'zod';

import { id, isValidIsoDate } from '../../primitives.ts';
import { cellDateText, defineImportSpec, optionalCell, requiredCell } from '../../platform/imports.ts';
import { optionalText } from '../../validation.ts';
import { FOURPS_MATCHES, FOURPS_OUTCOMES } from '../enums.ts';

export const FOURPS_BASE = '/api/v2/msd/lifeliner-4ps';

export const fourPsImportSpec = defineImportSpec({
  templateFile: 'FourPsHouseholdList.xlsx',
  sheet: '4Ps Households',
  columns: [
    { header: 'Household ID', key: 'householdId', required: true },
    { header: 'Last Name', key: 'lastName', required: true },
    { header: 'First Name', key: 'firstName', required: true },
    { header: 'Middle Name', key: 'middleName', required: false },
    { header: 'Barangay', key: 'barangay', required: true },
    { header: 'Address', key: 'address', required: false },
    { header: 'Birth Date', key: 'birthDate', required: false },
  ],
  rowSchema: z.object({
    householdId: requiredCell(60),
    lastName: requiredCell(80),
    firstName: requiredCell(80),
    middleName: optionalCell(80),
    barangay: requiredCell(80),
    address: optionalCell(200),
    birthDate: z
      .string()
      .nullable()
      .transform((v) => (v === null || v.trim() === '' ? null : cellDateText(v)))
      .refine((v) => v === null || isValidIsoDate(v), 'Enter a date like 1980-01-31.'),
  }),
});
export type FourPsImportRow = z.output<typeof fourPsImportSpec.rowSchema>;

export const fourPsCandidateSchema = z.object({
  consumerId: z.number().int(),
  accountNo: z.string(),
  name: z.string(),
  barangay: z.string(),
  address: z.string().nullable(),
  /** Similarity of the names (0 to 1). */
  score: z.number(),
  samePlace: z.boolean(),
  /** The account already has a lifeline application pending or approved. */
  accountTaken: z.boolean(),
});
export type FourPsCandidate = z.infer<typeof fourPsCandidateSchema>;

export const fourPsLineSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  rowNo: z.number().int(),
  householdId: z.string(),
  lastName: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  barangay: z.string(),
  address: z.string().nullable(),
  birthDate: z.string().nullable(),
  match: z.enum(FOURPS_MATCHES),
  outcome: z.enum(FOURPS_OUTCOMES),
  candidates: z.array(fourPsCandidateSchema),
  /** The account the line was filed for (exact or accepted). */
  accountNo: z.string().nullable(),
  lifelinerId: z.number().int().nullable(),
  applicationNo: z.string().nullable(),
  note: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  importedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type FourPsLine = z.infer<typeof fourPsLineSchema>;

export const FOURPS_REVIEW_ACTIONS = ['Accept', 'Reject'] as const;
export const reviewFourPsLineBody = z
  .object({
    action: z.enum(FOURPS_REVIEW_ACTIONS, { error: 'Choose the action.' }),
    /** Accept: the candidate account the household is filed for. */
    consumerId: id().nullable().default(null),
    remarks: optionalText(500),
  })
  .superRefine((v, ctx) => {
    if (v.action === 'Accept' && v.consumerId === null) {
      ctx.addIssue({ code: 'custom', path: ['consumerId'], message: 'Choose the account.' });
    }
    if (v.action === 'Reject' && v.remarks === null) {
      ctx.addIssue({ code: 'custom', path: ['remarks'], message: 'Enter the reason.' });
    }
  });

export const FOURPS_MESSAGES = {
  lineNotFound: 'The 4Ps list line was not found.',
  notPending: 'Only a line awaiting review is accepted or rejected.',
  notCandidate: 'Choose one of the accounts the line matched.',
  repeatInFile: (row: number) => `Row ${row} already has this household.`,
  pendingReview: 'This household is already awaiting review from an earlier list.',
  householdOpen: (accountNo: string) => `This household already has a lifeline application on account ${accountNo}.`,
  ownImport: 'You imported this line; another clerk reviews it.',
} as const;
