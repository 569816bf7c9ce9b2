// Go-live imports (docs/decisions/019): what a cooperative brings from its old system on the
// cut-off date (consumers, last readings, opening balances, advance balances, employees), each a
// template sheet and the row schema every row must pass (the one import pipeline, decision 016).
import { z } from 'zod';
import { BRANCH_CODE, CONSUMER_CLASS, ACCOUNT_STATUS, TOWNS } from '../billing/enums.ts';
import { CIVIL_STATUS, EMPLOYEE_STATUS, EMPLOYMENT_TYPE, GENDER } from '../enums.ts';
import {
  cellDateText,
  cellNumberText,
  cellYes,
  defineImportSpec,
  optionalCell,
  requiredCell,
} from '../platform/imports.ts';
import { isValidIsoDate } from '../primitives.ts';
import { MESSAGES } from '../validation.ts';

export const GOLIVE_IMPORT_KINDS = ['consumers', 'last-readings', 'opening-balances', 'advances', 'employees'] as const;
export type GoLiveImportKind = (typeof GOLIVE_IMPORT_KINDS)[number];

const MONEY = /^\d{1,12}(\.\d{1,2})?$/;
export const MONEY_MESSAGE = 'Enter an amount of zero or more with at most 2 decimal places.';
export const POSITIVE_MONEY_MESSAGE = 'Enter an amount greater than zero with at most 2 decimal places.';
export const READING_MESSAGE = 'Enter a reading of zero or more with at most 2 decimal places.';
export const DATE_MESSAGE = 'Enter a valid date.';
export const PERIOD_MESSAGE = 'Use a bill month like 2026-01.';

/** An enum cell: the label or the value (any case); empty is required. */
function enumCell<V extends string | number>(options: readonly { value: V; label: string }[], message: string) {
  return optionalEnumCell(options, message).transform((v, ctx) => {
    if (v === null) {
      ctx.addIssue({ code: 'custom', message: MESSAGES.required });
      return z.NEVER;
    }
    return v;
  });
}

/** An enum cell that may be empty (null). */
function optionalEnumCell<V extends string | number>(options: readonly { value: V; label: string }[], message: string) {
  return z
    .string()
    .nullable()
    .transform((v, ctx): V | null => {
      if (v === null || v.trim() === '') return null;
      const t = v.trim().toLowerCase();
      const hit = options.find((o) => t === o.label.toLowerCase() || t === String(o.value).toLowerCase());
      if (!hit) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return hit.value;
    });
}

/** Money as pesos text with 2 decimals; `positive` refuses zero. Empty is '0.00' unless required. */
function moneyCell(opts: { required: boolean; positive?: boolean; message?: string }) {
  const message = opts.message ?? (opts.positive ? POSITIVE_MONEY_MESSAGE : MONEY_MESSAGE);
  return z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const t = cellNumberText(v) ?? '';
      if (t === '') {
        if (!opts.required) return '0.00';
        ctx.addIssue({ code: 'custom', message: MESSAGES.required });
        return z.NEVER;
      }
      if (!MONEY.test(t) || (opts.positive && !/[1-9]/.test(t))) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      const [whole, frac = ''] = t.split('.');
      return `${whole}.${frac.padEnd(2, '0')}`;
    });
}

function optionalNumberCell(min: number, max: number, places: number) {
  const pattern = new RegExp(places === 0 ? '^-?\\d{1,12}$' : `^-?\\d{1,12}(\\.\\d{1,${places}})?$`);
  return z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const t = cellNumberText(v) ?? '';
      if (t === '') return null;
      if (!pattern.test(t) || Number(t) < min || Number(t) > max) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.numberRange(min, max) });
        return z.NEVER;
      }
      return t;
    });
}

function optionalDateCell() {
  return z
    .string()
    .nullable()
    .transform((v, ctx) => {
      const t = cellDateText(v);
      if (t === null || t === '') return null;
      if (!/^\d{4}-\d{2}-\d{2}$/.test(t) || !isValidIsoDate(t)) {
        ctx.addIssue({ code: 'custom', message: DATE_MESSAGE });
        return z.NEVER;
      }
      return t;
    });
}

const yesCell = z
  .string()
  .nullable()
  .transform((v) => cellYes(v));

const accountNoCell = requiredCell(30).refine(
  (v) => v === '' || /^[0-9A-Za-z-]+$/.test(v),
  'Use digits, letters and dashes only.',
);

// ---------------------------------------------------------------------------------------------
export const consumerImportSpec = defineImportSpec({
  templateFile: 'ConsumerImportTemplate.xlsx',
  sheet: 'Consumers',
  columns: [
    { header: 'Account No', key: 'accountNo', required: true },
    { header: 'Name', key: 'name', required: true },
    { header: 'Branch', key: 'branch', required: true },
    { header: 'Town', key: 'town', required: true },
    { header: 'Barangay', key: 'barangay', required: true },
    { header: 'Address', key: 'address', required: false },
    { header: 'Class', key: 'consumerClass', required: true },
    { header: 'Status', key: 'accountStatus', required: false },
    { header: 'Route', key: 'route', required: false },
    { header: 'Sequence', key: 'sequence', required: false },
    { header: 'Meter Serial', key: 'meterSerial', required: false },
    { header: 'Meter Brand', key: 'meterBrand', required: false },
    { header: 'Multiplier', key: 'multiplier', required: false },
    { header: 'Latitude', key: 'latitude', required: false },
    { header: 'Longitude', key: 'longitude', required: false },
    { header: 'Lifeliner', key: 'isLifeliner', required: false },
    { header: 'Senior Citizen', key: 'isSeniorCitizen', required: false },
    { header: 'Deposit', key: 'deposit', required: false },
  ],
  rowSchema: z.object({
    accountNo: accountNoCell,
    name: requiredCell(150).refine((v) => v === '' || v.length >= 2, MESSAGES.length(2, 150)),
    branch: enumCell(Object.values(BRANCH_CODE), 'Choose a branch from the list (its name or code).'),
    town: enumCell(
      TOWNS.map((t) => ({ value: t, label: t })),
      'Choose a town from the list.',
    ),
    barangay: requiredCell(100),
    address: optionalCell(255),
    consumerClass: enumCell(
      Object.values(CONSUMER_CLASS),
      'Choose a class: Residential, Commercial, Industrial, Public Building, Street Light or Large Load.',
    ),
    accountStatus: optionalEnumCell(
      Object.values(ACCOUNT_STATUS),
      'Choose Active, Disconnected or No Account.',
    ).transform((v) => v ?? ACCOUNT_STATUS.Active.value),
    route: optionalCell(30),
    sequence: optionalNumberCell(0, 999_999, 0),
    meterSerial: optionalCell(50),
    meterBrand: optionalCell(50),
    multiplier: z
      .string()
      .nullable()
      .transform((v, ctx) => {
        const t = cellNumberText(v) ?? '';
        if (t === '') return '1';
        if (!/^\d{1,8}(\.\d{1,4})?$/.test(t) || Number(t) <= 0) {
          ctx.addIssue({ code: 'custom', message: 'The multiplier must be above zero.' });
          return z.NEVER;
        }
        return t;
      }),
    latitude: optionalNumberCell(-90, 90, 6),
    longitude: optionalNumberCell(-180, 180, 6),
    isLifeliner: yesCell,
    isSeniorCitizen: yesCell,
    deposit: moneyCell({ required: false }),
  }),
});
export type ConsumerImportRow = z.infer<typeof consumerImportSpec.rowSchema>;

// ---------------------------------------------------------------------------------------------
export const lastReadingImportSpec = defineImportSpec({
  templateFile: 'LastReadingImportTemplate.xlsx',
  sheet: 'Last Readings',
  columns: [
    { header: 'Account No', key: 'accountNo', required: true },
    { header: 'Last Reading', key: 'reading', required: true },
  ],
  rowSchema: z.object({
    accountNo: accountNoCell,
    reading: moneyCell({ required: true, message: READING_MESSAGE }),
  }),
});
export type LastReadingImportRow = z.infer<typeof lastReadingImportSpec.rowSchema>;

// ---------------------------------------------------------------------------------------------
export const openingBalanceImportSpec = defineImportSpec({
  templateFile: 'OpeningBalanceImportTemplate.xlsx',
  sheet: 'Opening Balances',
  columns: [
    { header: 'Account No', key: 'accountNo', required: true },
    { header: 'Bill Month', key: 'period', required: true },
    { header: 'Amount', key: 'amount', required: true },
    { header: 'Surcharge', key: 'surcharge', required: false },
    { header: 'VAT', key: 'vat', required: false },
  ],
  rowSchema: z.object({
    accountNo: accountNoCell,
    period: requiredCell(7).refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), PERIOD_MESSAGE),
    amount: moneyCell({ required: true, positive: true }),
    surcharge: moneyCell({ required: false }),
    vat: moneyCell({ required: false }),
  }),
});
export type OpeningBalanceImportRow = z.infer<typeof openingBalanceImportSpec.rowSchema>;

// ---------------------------------------------------------------------------------------------
export const advanceImportSpec = defineImportSpec({
  templateFile: 'AdvancePaymentImportTemplate.xlsx',
  sheet: 'Advance Payments',
  columns: [
    { header: 'Account No', key: 'accountNo', required: true },
    { header: 'Advance Balance', key: 'amount', required: true },
  ],
  rowSchema: z.object({
    accountNo: accountNoCell,
    amount: moneyCell({ required: true, positive: true }),
  }),
});
export type AdvanceImportRow = z.infer<typeof advanceImportSpec.rowSchema>;

// ---------------------------------------------------------------------------------------------
export const employeeImportSpec = defineImportSpec({
  templateFile: 'EmployeeImportTemplate.xlsx',
  sheet: 'Employees',
  columns: [
    { header: 'Employee ID', key: 'employeeId', required: true },
    { header: 'Last Name', key: 'lastName', required: true },
    { header: 'First Name', key: 'firstName', required: true },
    { header: 'Middle Name', key: 'middleName', required: false },
    { header: 'Suffix', key: 'suffix', required: false },
    { header: 'Birth Date', key: 'birthDate', required: false },
    { header: 'Gender', key: 'gender', required: false },
    { header: 'Civil Status', key: 'civilStatus', required: false },
    { header: 'Address', key: 'address', required: false },
    { header: 'Contact Number', key: 'contactNumber', required: false },
    { header: 'Email', key: 'email', required: false },
    { header: 'Position', key: 'position', required: false },
    { header: 'Branch', key: 'branch', required: false },
    { header: 'Employment Type', key: 'employmentType', required: false },
    { header: 'Employee Status', key: 'employeeStatus', required: false },
    { header: 'Date Hired', key: 'dateHired', required: false },
    { header: 'SSS No', key: 'sssNo', required: false },
    { header: 'Pag-IBIG No', key: 'pagIbigNo', required: false },
    { header: 'PhilHealth No', key: 'philHealthNo', required: false },
    { header: 'TIN', key: 'tinNo', required: false },
  ],
  rowSchema: z.object({
    employeeId: requiredCell(50),
    lastName: requiredCell(100),
    firstName: requiredCell(100),
    middleName: optionalCell(100),
    suffix: optionalCell(20),
    birthDate: optionalDateCell(),
    gender: optionalEnumCell(Object.values(GENDER), 'Choose Female or Male.'),
    civilStatus: optionalEnumCell(Object.values(CIVIL_STATUS), 'Choose Single, Married, Widowed or Separated.'),
    address: optionalCell(255),
    contactNumber: optionalCell(30),
    email: optionalCell(100).refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/.test(v), MESSAGES.email),
    position: optionalCell(100),
    branch: optionalEnumCell(Object.values(BRANCH_CODE), 'Choose a branch from the list (its name or code).'),
    employmentType: optionalEnumCell(Object.values(EMPLOYMENT_TYPE), 'Choose an employment type from the list.'),
    employeeStatus: optionalEnumCell(
      Object.values(EMPLOYEE_STATUS),
      'Choose an employee status from the list.',
    ).transform((v) => v ?? EMPLOYEE_STATUS.Active.value),
    dateHired: optionalDateCell(),
    sssNo: optionalCell(30),
    pagIbigNo: optionalCell(30),
    philHealthNo: optionalCell(30),
    tinNo: optionalCell(30),
  }),
});
export type EmployeeImportRow = z.infer<typeof employeeImportSpec.rowSchema>;

export const GOLIVE_IMPORT_SPECS = {
  consumers: consumerImportSpec,
  'last-readings': lastReadingImportSpec,
  'opening-balances': openingBalanceImportSpec,
  advances: advanceImportSpec,
  employees: employeeImportSpec,
} as const;
