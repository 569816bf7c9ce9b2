import { z } from 'zod';
import { CIVIL_STATUS, EMPLOYEE_STATUS, EMPLOYMENT_TYPE, GENDER, enumValues } from '../../enums.ts';
import { MESSAGES, optionalEmail, optionalText, requiredText } from '../../validation.ts';
import { optionalDate, optionalPastDate, optionalPhone, requiredDate } from '../fields.ts';
import { governmentNumber } from '../government-numbers.ts';
import { MAX_ID, branchCode, id, integer, yearsFromToday } from '../../primitives.ts';

export const civilStatusSchema = z.enum(enumValues(CIVIL_STATUS) as ['SINGLE', 'MARRIED', 'WIDOWED', 'SEPARATED'], {
  error: 'Choose a civil status from the list.',
});
export const genderSchema = z.enum(['F', 'M'] as const satisfies (typeof GENDER)[keyof typeof GENDER]['value'][], {
  error: 'Choose a gender from the list.',
});
const EMPLOYMENT_TYPES = enumValues(EMPLOYMENT_TYPE);
const EMPLOYEE_STATUSES = enumValues(EMPLOYEE_STATUS);
export const employmentTypeSchema = integer(0, MAX_ID, MESSAGES.required).refine(
  (v) => (EMPLOYMENT_TYPES as number[]).includes(v),
  'Choose an employment type from the list.',
);
export const employeeStatusSchema = integer(0, MAX_ID, MESSAGES.required).refine(
  (v) => (EMPLOYEE_STATUSES as number[]).includes(v),
  'Choose an employee status from the list.',
);

/** Statuses that end employment and need a separation date. */
export const SEPARATED_STATUSES: readonly number[] = [
  EMPLOYEE_STATUS.Separated.value,
  EMPLOYEE_STATUS.Retired.value,
  EMPLOYEE_STATUS.Terminated.value,
];

export const EMPLOYEE_ID_MESSAGE = 'Use letters, digits and dashes only.';
export const DATE_ORDER_MESSAGE = 'This date cannot be before the date hired.';
export const DUPLICATE_EMPLOYEE_ID = 'This employee ID is already used by another employee.';
export const DUPLICATE_BIOMETRIC_ID = 'This biometric user ID is already used by another employee.';
export const USER_ALREADY_LINKED = 'This user account is already linked to another employee.';

/** The fields HR edits on create and update. */
export const employeeFieldsSchema = z
  .object({
    employeeId: requiredText(1, 30).pipe(z.string().regex(/^[A-Za-z0-9-]+$/, EMPLOYEE_ID_MESSAGE)),
    firstName: requiredText(1, 100),
    middleName: optionalText(100),
    lastName: requiredText(1, 100),
    suffix: optionalText(10),
    birthDate: optionalPastDate(),
    gender: genderSchema.nullish().transform((v) => v ?? null),
    civilStatus: civilStatusSchema.nullish().transform((v) => v ?? null),
    address: optionalText(300),
    contactNumber: optionalPhone(),
    email: optionalEmail(),
    departmentId: id()
      .nullish()
      .transform((v) => v ?? null),
    branchCode: branchCode()
      .nullish()
      .transform((v) => v ?? null),
    position: optionalText(100),
    employmentType: employmentTypeSchema,
    employeeStatus: employeeStatusSchema.default(EMPLOYEE_STATUS.Active.value),
    // Hired up to a year ahead (a signed offer); 9999-12-31 is a typing mistake.
    dateHired: requiredDate({ max: yearsFromToday(1) }),
    dateRegularized: optionalDate({ max: yearsFromToday(1) }),
    dateSeparated: optionalDate({ max: yearsFromToday(1) }),
    biometricUserId: optionalText(20).refine(
      (v) => v === null || /^[0-9A-Za-z]+$/.test(v),
      'Use letters and digits only.',
    ),
    sssNo: governmentNumber('sssNo'),
    pagIbigNo: governmentNumber('pagIbigNo'),
    philHealthNo: governmentNumber('philHealthNo'),
    hmoNo: optionalText(30),
    tinNo: governmentNumber('tinNo'),
    /** The portal account of this person, so 'Your Account' shows these numbers. */
    userId: id()
      .nullish()
      .transform((v) => v ?? null),
  })
  .superRefine((v, ctx) => {
    if (v.dateRegularized && v.dateHired && v.dateRegularized < v.dateHired) {
      ctx.addIssue({ code: 'custom', path: ['dateRegularized'], message: DATE_ORDER_MESSAGE });
    }
    if (v.dateSeparated && v.dateHired && v.dateSeparated < v.dateHired) {
      ctx.addIssue({ code: 'custom', path: ['dateSeparated'], message: DATE_ORDER_MESSAGE });
    }
    if (SEPARATED_STATUSES.includes(v.employeeStatus) && !v.dateSeparated) {
      ctx.addIssue({ code: 'custom', path: ['dateSeparated'], message: MESSAGES.required });
    }
  });
export type EmployeeFields = z.input<typeof employeeFieldsSchema>;
export type EmployeeFieldsParsed = z.output<typeof employeeFieldsSchema>;

/** One employee as the HR screens show it. `id` is the record id; `employeeId` the staff number. */
export const employeeSchema = z.object({
  id: z.number().int(),
  employeeId: z.string(),
  firstName: z.string(),
  middleName: z.string().nullable(),
  lastName: z.string(),
  suffix: z.string().nullable(),
  /** 'Last, First M. Suffix' */
  fullName: z.string(),
  birthDate: z.string().nullable(),
  gender: genderSchema.nullable(),
  civilStatus: civilStatusSchema.nullable(),
  address: z.string().nullable(),
  contactNumber: z.string().nullable(),
  email: z.string().nullable(),
  departmentId: z.number().int().nullable(),
  departmentCode: z.string().nullable(),
  departmentName: z.string().nullable(),
  branchCode: z.number().int().nullable(),
  branchName: z.string().nullable(),
  position: z.string().nullable(),
  employmentType: z.number().int().nullable(),
  employeeStatus: z.number().int(),
  dateHired: z.string().nullable(),
  dateRegularized: z.string().nullable(),
  dateSeparated: z.string().nullable(),
  biometricUserId: z.string().nullable(),
  sssNo: z.string().nullable(),
  pagIbigNo: z.string().nullable(),
  philHealthNo: z.string().nullable(),
  hmoNo: z.string().nullable(),
  tinNo: z.string().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  hasPhoto: z.boolean(),
  /** Changes when the photo changes, to refresh cached thumbnails. */
  photoVersion: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Employee = z.infer<typeof employeeSchema>;

/** Display name: 'Dela Cruz, Juan P. Jr.' */
export function employeeDisplayName(e: {
  firstName: string;
  middleName: string | null;
  lastName: string;
  suffix: string | null;
}): string {
  const middle = e.middleName ? ` ${e.middleName.charAt(0).toUpperCase()}.` : '';
  const suffix = e.suffix ? ` ${e.suffix}` : '';
  return `${e.lastName}, ${e.firstName}${middle}${suffix}`;
}
