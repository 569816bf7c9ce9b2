// Field findings (issue 17 item 2, docs/decisions/111): what a reader or crew found at a meter, with
// photos and GPS, reviewed in the office into an action.
import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { issueConnectionOrderBody } from '../../msd/connection-orders/connection-order.ts';
import { LOCATION_TYPES } from '../../msd/enums.ts';
import { branchCode, id } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { gpsFields } from '../field-orders/field-order.ts';

/** What was found: SPEC.md's meter reading remarks where they name one, and the issue's list. */
export const FINDING_KIND = {
  StopMeter: { value: 'StopMeter', label: 'Stop Meter' },
  Tampering: { value: 'Tampering', label: 'Tampering' },
  NoCover: { value: 'NoCover', label: 'No Cover' },
  BlurredMeter: { value: 'BlurredMeter', label: 'Blurred Meter' },
  ClosedGate: { value: 'ClosedGate', label: 'Closed Gate' },
  IllegalConnection: { value: 'IllegalConnection', label: 'Illegal Connection' },
  NoOccupant: { value: 'NoOccupant', label: 'No Occupant' },
  Others: { value: 'Others', label: 'Others' },
} as const;
export const FINDING_KINDS = [
  'StopMeter',
  'Tampering',
  'NoCover',
  'BlurredMeter',
  'ClosedGate',
  'IllegalConnection',
  'NoOccupant',
  'Others',
] as const;
export type FindingKind = (typeof FINDING_KINDS)[number];

/** What the office made of it. */
export const FINDING_ACTION = {
  ServiceRequest: { value: 'ServiceRequest', label: 'Service request' },
  ConnectionOrder: { value: 'ConnectionOrder', label: 'Connection order' },
  BillAdjustment: { value: 'BillAdjustment', label: 'Bill adjustment' },
  MeterChange: { value: 'MeterChange', label: 'Meter change' },
  NoAction: { value: 'NoAction', label: 'No action' },
} as const;
export const FINDING_ACTIONS = [
  'ServiceRequest',
  'ConnectionOrder',
  'BillAdjustment',
  'MeterChange',
  'NoAction',
] as const;
export type FindingAction = (typeof FINDING_ACTIONS)[number];

export const FINDING_STATUSES = ['New', 'Reviewed'] as const;

export const FINDING_MESSAGES = {
  notFound: 'The field finding was not found.',
  reviewed: 'The field finding was already reviewed.',
  ownFinding: 'You cannot review a finding you recorded yourself.',
  photo: 'Attach at least one photo.',
  where: 'Give the account number or describe where it was found.',
  unknownAccount: 'The account number was not found.',
  referenceRequired: 'Give the number of the adjustment request this finding became.',
  serviceRequestRequired: 'Give the service request to file: its type and location type.',
  connectionOrderRequired: 'Give the connection order to issue: the application and the account.',
  meterChangeNeedsConsumer: "A meter change needs the finding's consumer.",
  adjustmentNotFound: "The adjustment request was not found for this finding's consumer.",
} as const;

export const fieldFindingSchema = z.object({
  id: z.number().int(),
  findingNo: z.string(),
  kind: z.enum(FINDING_KINDS),
  status: z.enum(FINDING_STATUSES),
  consumerId: z.number().int().nullable(),
  accountNo: z.string().nullable(),
  name: z.string().nullable(),
  branchCode: z.number().int().nullable(),
  locationText: z.string().nullable(),
  remarks: z.string().nullable(),
  latitude: z.string().nullable(),
  longitude: z.string().nullable(),
  accuracyM: z.string().nullable(),
  foundAt: z.string(),
  foundBy: z.string(),
  action: z.enum(FINDING_ACTIONS).nullable(),
  actionReference: z.string().nullable(),
  /** The service request or connection order the review filed (decision 115), to open it. */
  actionDocument: z
    .object({ kind: z.enum(['ServiceRequest', 'ConnectionOrder']), id: z.number().int(), number: z.string() })
    .nullable(),
  reviewNote: z.string().nullable(),
  reviewedBy: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  photoIds: z.array(z.number().int()),
});
export type FieldFinding = z.infer<typeof fieldFindingSchema>;

export const listFieldFindingsQuery = pagingQuery.extend({
  status: z.enum(FINDING_STATUSES).optional(),
  kind: z.enum(FINDING_KINDS).optional(),
  /** What the office made of it (the menu's Connection Order: findings that became one). */
  action: z.enum(FINDING_ACTIONS).optional(),
  branchCode: branchCode().optional(),
  search: optionalText(60).optional(),
});

/** Recorded in the field (multipart: these fields and one or more photos as "file"). */
export const createFieldFindingFields = gpsFields.extend({
  kind: z.enum(FINDING_KINDS, { error: 'Choose what was found.' }),
  accountNo: optionalText(30),
  locationText: optionalText(200),
  remarks: optionalText(500),
});

/** The service request a review files (a service request, or a meter change: msd's defective kWh meter type). */
export const findingServiceRequestFields = z.object({
  /** The request's type (ServiceRequest); a meter change is filed under kWh Meter, Defective or stopped meter. */
  typeId: id().nullable().default(null),
  subtypeId: id().nullable().default(null),
  locationType: z.enum(LOCATION_TYPES, { error: 'Choose the location type.' }),
  /** For a finding with no account: the branch of the place. */
  branchCode: branchCode().nullable().default(null),
});

export const reviewFieldFindingFields = z.object({
  action: z.enum(FINDING_ACTIONS, { error: 'Choose the action.' }),
  /** A bill adjustment: the adjustment request's no. (made in billing's adjustment flow first). */
  reference: optionalText(60),
  note: requiredText(5, 500),
  /** ServiceRequest and MeterChange: the request the review files through member services. */
  serviceRequest: findingServiceRequestFields.nullable().default(null),
  /** ConnectionOrder: the order the review issues for an application For Installing (fees paid). */
  connectionOrder: issueConnectionOrderBody.nullable().default(null),
});
