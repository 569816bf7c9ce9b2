// A new connection application (NCA): who applies (type and capacity, the name kinds), where,
// the load, the documents received, the pre-membership seminar and the stage (docs/decisions/071).
import { z } from 'zod';
import { branchCode, id } from '../../primitives.ts';
import { cleanString, optionalText, requiredText } from '../../validation.ts';
import {
  APPLICANT_CAPACITIES,
  APPLICANT_TYPES,
  CONNECTION_DOCUMENT_CODES,
  CONNECTION_ORDER_STATUSES,
  CONNECTION_STAGES,
  INSPECTION_RESULTS,
  LOCATION_TYPES,
  POLE_TYPES,
  SEAL_REASONS,
} from '../enums.ts';

export const CONNECTION_APPLICATION_BASE = '/api/v2/msd/connection-applications';
export const CONNECTION_APPLICATION_NOT_FOUND = 'The application was not found.';

const LOAD = /^\d{1,8}(\.\d{1,2})?$/;
/** The applied load in kW as a decimal string (never a float). */
export const loadKw = z
  .union([z.string(), z.number()], { error: 'Enter the load in kW.' })
  .transform((v) => String(v).trim())
  .refine((v) => LOAD.test(v) && Number(v) > 0, 'Enter the load in kW (more than zero, two decimals at most).');

export const connectionApplicationSchema = z.object({
  id: z.number().int(),
  applicationNo: z.string(),
  applicantType: z.enum(APPLICANT_TYPES),
  capacity: z.enum(APPLICANT_CAPACITIES),
  /** Name kinds: ApplicationName (always), SpouseName (joint), JuridicalName (juridical). */
  applicantName: z.string(),
  spouseName: z.string().nullable(),
  juridicalName: z.string().nullable(),
  contactNo: z.string().nullable(),
  branchCode: z.number().int(),
  branchName: z.string().nullable(),
  town: z.string().nullable(),
  barangay: z.string(),
  address: z.string(),
  locationType: z.enum(LOCATION_TYPES),
  loadKw: z.string(),
  documents: z.array(z.enum(CONNECTION_DOCUMENT_CODES)),
  /** Required documents not yet received (names). */
  missingDocuments: z.array(z.string()),
  pmsSeminarId: z.number().int().nullable(),
  pmsSeminarDate: z.string().nullable(),
  pmsAttendedAt: z.string().nullable(),
  stage: z.enum(CONNECTION_STAGES),
  stageSince: z.string(),
  /** Hours in the current stage so far (none once accomplished). */
  hoursInStage: z.number().nullable(),
  filedBy: z.string().nullable(),
  createdAt: z.string(),
});
export type ConnectionApplication = z.infer<typeof connectionApplicationSchema>;

export const stageSpanSchema = z.object({
  stage: z.enum(CONNECTION_STAGES),
  enteredAt: z.string(),
  leftAt: z.string().nullable(),
  hours: z.number().nullable(),
  remarks: z.string().nullable(),
  by: z.string().nullable(),
});
export type StageSpanRow = z.infer<typeof stageSpanSchema>;

export const inspectionSchema = z.object({
  id: z.number().int(),
  applicationId: z.number().int(),
  applicationNo: z.string(),
  applicantName: z.string(),
  barangay: z.string(),
  inspectedOn: z.string(),
  inspector: z.string().nullable(),
  result: z.enum(INSPECTION_RESULTS),
  mainBreakerAmperes: z.number().int().nullable(),
  branchCircuits: z.number().int().nullable(),
  serviceEntrance: z.string().nullable(),
  poleType: z.enum(POLE_TYPES).nullable(),
  poleCount: z.number().int().nullable(),
  poleHeightFt: z.string().nullable(),
  poleNumber: z.string().nullable(),
  wireSize: z.string().nullable(),
  wireLengthM: z.string().nullable(),
  buildingLatitude: z.string().nullable(),
  buildingLongitude: z.string().nullable(),
  poleLatitude: z.string().nullable(),
  poleLongitude: z.string().nullable(),
  sealReason: z.enum(SEAL_REASONS).nullable(),
  electricianName: z.string().nullable(),
  electricianLicenceNo: z.string().nullable(),
  electricianLicenceValidUntil: z.string().nullable(),
  findings: z.string().nullable(),
  reinspectOn: z.string().nullable(),
  photos: z.array(
    z.object({
      id: z.number().int(),
      fileName: z.string(),
      contentType: z.string(),
      description: z.string().nullable(),
      uploadedAt: z.string(),
    }),
  ),
  createdAt: z.string(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

export const connectionApplicationDetailSchema = connectionApplicationSchema.extend({
  requiredDocuments: z.array(
    z.object({ code: z.enum(CONNECTION_DOCUMENT_CODES), name: z.string(), received: z.boolean() }),
  ),
  timeline: z.array(stageSpanSchema),
  inspections: z.array(inspectionSchema),
  /** The stage the signed-in user may move it to now, and why not when they may not. */
  nextStage: z.enum(CONNECTION_STAGES).nullable(),
  moveRefusal: z.string().nullable(),
  mayEdit: z.boolean(),
  mayInspect: z.boolean(),
  /** The fees billed as a collection non-power bill, and the OR that paid them (decision 072). */
  fees: z
    .object({
      billId: z.number().int(),
      billNo: z.string(),
      amount: z.string(),
      description: z.string().nullable(),
      status: z.enum(['Unpaid', 'Paid']),
    })
    .nullable(),
  orNumber: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  /** The open or energized connection order. */
  connectionOrder: z
    .object({ id: z.number().int(), coNumber: z.string(), status: z.enum(CONNECTION_ORDER_STATUSES) })
    .nullable(),
  mayBillFees: z.boolean(),
  mayIssueOrder: z.boolean(),
});
export type ConnectionApplicationDetail = z.infer<typeof connectionApplicationDetailSchema>;

const fieldsObject = z.object({
  applicantType: z.enum(APPLICANT_TYPES, { error: 'Choose the applicant type.' }),
  capacity: z.enum(APPLICANT_CAPACITIES, { error: 'Choose the capacity of the applicant.' }),
  applicantName: requiredText(1, 150),
  spouseName: optionalText(150),
  juridicalName: optionalText(200),
  contactNo: optionalText(50),
  branchCode: branchCode(),
  town: optionalText(100),
  barangay: requiredText(1, 100),
  address: requiredText(1, 255),
  locationType: z.enum(LOCATION_TYPES, { error: 'Choose the location type.' }),
  loadKw,
  documents: z.array(z.enum(CONNECTION_DOCUMENT_CODES)).max(20).default([]),
  pmsSeminarId: id().nullable().default(null),
});

function withNameKinds<T extends typeof fieldsObject>(schema: T) {
  return schema
    .refine((v) => v.applicantType !== 'Joint' || v.spouseName !== null, {
      message: "Enter the spouse's name of a joint application.",
      path: ['spouseName'],
    })
    .refine((v) => v.applicantType !== 'Juridical' || v.juridicalName !== null, {
      message: 'Enter the name of the juridical entity.',
      path: ['juridicalName'],
    })
    .transform((v) => ({
      ...v,
      spouseName: v.applicantType === 'Joint' ? v.spouseName : null,
      juridicalName: v.applicantType === 'Juridical' ? v.juridicalName : null,
      documents: [...new Set(v.documents)],
    }));
}

export const connectionApplicationFields = withNameKinds(fieldsObject);

const REQUEST_KEY = /^[A-Za-z0-9-]{8,64}$/;
export const newConnectionApplicationFields = withNameKinds(
  fieldsObject.extend({
    requestKey: cleanString()
      .regex(REQUEST_KEY, 'The request key is not valid; reload the page.')
      .nullish()
      .transform((v) => v ?? null),
  }),
);
