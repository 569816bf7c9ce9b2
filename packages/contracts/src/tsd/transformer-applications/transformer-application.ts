// Transformer applications (issue 15 item 6, decision 081): intake at member services, inspection
// and evaluation (testing) at TSD, approval through the approval engine, the fees as a non-power
// bill paid at the teller, and installation into the registry's history.
import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { branchCode, calendarDate, id, integer } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { coordinate } from '../common.ts';
import {
  FEE_ITEMS,
  PHASES,
  TEST_RESULTS,
  TRANSFORMER_APPLICATION_STAGES,
  TRANSFORMER_APPLICATION_TYPES,
  TRANSFORMER_KVA_SIZES,
  TRANSFORMER_OWNERSHIPS,
  TRANSFORMER_REQUEST_STATUSES,
} from '../enums.ts';

export const TRANSFORMER_APPLICATION_DOCUMENT = 'tsd.transformer-application';

export const APPLICATION_NOT_FOUND = 'The transformer application was not found.';
export const WRONG_STAGE = 'This application is not at that stage any more. Reload it to see where it stands.';
export const SHEET_NOT_PASSED = 'The transformer has not passed this test; it cannot be recommended.';
export const SHEET_OF_OTHER_UNIT = 'This data sheet is of another transformer.';
export const UNIT_IN_OTHER_APPLICATION = 'This transformer is already in another open application.';
export const UNIT_MOUNTED = 'This transformer is mounted; remove it before it is installed for an application.';
export const NOT_PAID = 'The fees have not been paid at the teller yet.';
export const NO_PRICE = 'The price list in force has no price for this item.';
export const ACCOUNT_NOT_FOUND = 'No consumer has this account number.';

export const feeLineSchema = z.object({
  item: z.enum(FEE_ITEMS),
  quantity: z.number().int(),
  unitPrice: z.string(),
  amount: z.string(),
  evat: z.string(),
});
export type FeeLine = z.infer<typeof feeLineSchema>;

export const transformerApplicationSchema = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  applicationType: z.enum(TRANSFORMER_APPLICATION_TYPES),
  appliedOn: z.string(),
  applicantName: z.string(),
  accountNo: z.string().nullable(),
  address: z.string(),
  contactNo: z.string().nullable(),
  branchCode: z.number().int(),
  branchName: z.string(),
  requestedKva: z.enum(TRANSFORMER_KVA_SIZES),
  phase: z.enum(PHASES),
  ownership: z.enum(TRANSFORMER_OWNERSHIPS),
  purpose: z.string().nullable(),
  stage: z.enum(TRANSFORMER_APPLICATION_STAGES),
  status: z.enum(TRANSFORMER_REQUEST_STATUSES),
  /** Inspection: scheduled, then recorded. */
  inspectorName: z.string().nullable(),
  inspectionScheduledOn: z.string().nullable(),
  inspectedOn: z.string().nullable(),
  inspectionResult: z.enum(TEST_RESULTS).nullable(),
  inspectionFindings: z.string().nullable(),
  feeder: z.string().nullable(),
  poleNo: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  /** Evaluation: the unit tested and its data sheet. */
  transformerId: z.number().int().nullable(),
  serialNo: z.string().nullable(),
  dataSheetId: z.number().int().nullable(),
  sheetNo: z.string().nullable(),
  evaluatedOn: z.string().nullable(),
  evaluationRemarks: z.string().nullable(),
  /** Payment: the non-power bill of the fees and its state. */
  fees: z.array(feeLineSchema),
  feesTotal: z.string(),
  billNo: z.string().nullable(),
  billStatus: z.enum(['Unpaid', 'Paid']).nullable(),
  orNumber: z.string().nullable(),
  installedOn: z.string().nullable(),
  cancelReason: z.string().nullable(),
  approval: approvalSummarySchema.nullable(),
});
export type TransformerApplication = z.infer<typeof transformerApplicationSchema>;

export const createTransformerApplicationBody = z.object({
  applicationType: z.enum(TRANSFORMER_APPLICATION_TYPES, { error: 'Choose the application type.' }),
  appliedOn: calendarDate(),
  /** The consumer's account for an existing connection; the applicant's name is taken from it when left blank. */
  accountNo: optionalText(20),
  applicantName: optionalText(120),
  address: requiredText(1, 300),
  contactNo: optionalText(40),
  branchCode: branchCode(),
  requestedKva: z.enum(TRANSFORMER_KVA_SIZES, { error: 'Choose a transformer size.' }),
  phase: z.enum(PHASES),
  ownership: z.enum(TRANSFORMER_OWNERSHIPS),
  purpose: optionalText(500),
});
export type CreateTransformerApplicationFields = z.input<typeof createTransformerApplicationBody>;

export const scheduleInspectionBody = z.object({
  inspectorName: requiredText(1, 120),
  scheduledOn: calendarDate(),
});

export const inspectApplicationBody = z.object({
  inspectedOn: calendarDate(),
  result: z.enum(TEST_RESULTS, { error: 'Choose passed or failed.' }),
  findings: requiredText(1, 1000),
  feeder: optionalText(40),
  poleNo: optionalText(40),
  latitude: coordinate(90),
  longitude: coordinate(180),
});

export const feeRequestSchema = z.object({
  item: z
    .enum(FEE_ITEMS, { error: 'Choose a fee item.' })
    .refine((i) => i !== 'TestingFeeEvat', 'The EVAT is computed from the items, not billed by itself.'),
  quantity: integer(1, 999),
});

export const evaluateApplicationBody = z.object({
  evaluatedOn: calendarDate(),
  transformerId: id(),
  dataSheetId: id(),
  fees: z.array(feeRequestSchema).min(1, 'Add at least one fee.').max(30),
  remarks: optionalText(500),
});
export type EvaluateApplicationFields = z.input<typeof evaluateApplicationBody>;

export const installApplicationBody = z.object({
  installedOn: calendarDate(),
  feeder: optionalText(40),
  poleNo: requiredText(1, 40),
  latitude: coordinate(90),
  longitude: coordinate(180),
  remarks: optionalText(500),
});

export const cancelApplicationBody = z.object({ reason: requiredText(1, 500) });
