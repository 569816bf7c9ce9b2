// The PUE inspection record (DOMAIN.md 3.2, SPEC.md's seal/inspection reason): what the inspector
// finds at the premises; a pass moves the application to For Evaluation (docs/decisions/071).
import { z } from 'zod';
import { calendarDate, id } from '../../primitives.ts';
import { optionalText } from '../../validation.ts';
import { INSPECTION_RESULTS, POLE_TYPES, SEAL_REASONS } from '../enums.ts';
import { coordinate } from '../service-requests/service-request.ts';

export const CONNECTION_INSPECTION_BASE = '/api/v2/msd/connection-inspections';

const MEASURE = /^\d{1,5}(\.\d{1,2})?$/;
const measure = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim()))
  .refine((v) => v === null || MEASURE.test(v), 'Enter a number (two decimals at most).');
const count = (max: number) => z.number().int().min(0).max(max).nullable().default(null);

export const inspectionFields = z
  .object({
    applicationId: id(),
    inspectedOn: calendarDate(),
    result: z.enum(INSPECTION_RESULTS, { error: 'Choose pass or re-inspect.' }),
    mainBreakerAmperes: z.number().int().min(1).max(4000).nullable().default(null),
    branchCircuits: count(200),
    serviceEntrance: optionalText(200),
    poleType: z.enum(POLE_TYPES).nullable().default(null),
    poleCount: count(100),
    poleHeightFt: measure,
    poleNumber: optionalText(50),
    wireSize: optionalText(50),
    wireLengthM: measure,
    buildingLatitude: coordinate(90),
    buildingLongitude: coordinate(180),
    poleLatitude: coordinate(90),
    poleLongitude: coordinate(180),
    sealReason: z.enum(SEAL_REASONS).nullable().default(null),
    electricianName: optionalText(150),
    electricianLicenceNo: optionalText(50),
    electricianLicenceValidUntil: calendarDate().nullable().default(null),
    findings: optionalText(2000),
    reinspectOn: calendarDate().nullable().default(null),
  })
  .refine((v) => v.result === 'Passed' || v.reinspectOn !== null, {
    message: 'Give the re-inspection date.',
    path: ['reinspectOn'],
  })
  .refine((v) => v.result === 'ReInspect' || v.electricianLicenceNo !== null, {
    message: "Enter the electrician's licence number.",
    path: ['electricianLicenceNo'],
  })
  .transform((v) => ({ ...v, reinspectOn: v.result === 'Passed' ? null : v.reinspectOn }));
