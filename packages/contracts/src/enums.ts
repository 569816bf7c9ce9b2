// SPEC.md section 3 enumerations, each a flat `as const` object of { value, label } entries.
// Modules add their own lists here; keep each one a plain object so both sides share it.

export const CIVIL_STATUS = {
  SINGLE: { value: 'SINGLE', label: 'Single' },
  MARRIED: { value: 'MARRIED', label: 'Married' },
  WIDOWED: { value: 'WIDOWED', label: 'Widowed' },
  SEPARATED: { value: 'SEPARATED', label: 'Separated' },
} as const;

export const GENDER = {
  F: { value: 'F', label: 'Female' },
  M: { value: 'M', label: 'Male' },
} as const;

/** Pay frequency / salary type. */
export const SALARY_TYPE = {
  Monthly: { value: 0, label: 'Monthly' },
  Daily: { value: 1, label: 'Daily' },
} as const;

export const EMPLOYEE_STATUS = {
  Active: { value: 1, label: 'Active' },
  Suspended: { value: 2, label: 'Suspended' },
  Completed: { value: 3, label: 'Completed' },
  Separated: { value: 4, label: 'Separated' },
  Retired: { value: 5, label: 'Retired' },
  Terminated: { value: 6, label: 'Terminated' },
} as const;

export const EMPLOYMENT_TYPE = {
  Regular: { value: 1, label: 'Regular' },
  Casual: { value: 2, label: 'Casual' },
  Contractual: { value: 3, label: 'Contractual' },
  Apprentice: { value: 4, label: 'Apprentice' },
  Agency: { value: 5, label: 'Agency' },
  Probationary: { value: 6, label: 'Probationary' },
  OnTheJobTrainee: { value: 7, label: 'On The Job Training' },
} as const;

export const FILE_KIND = {
  Pdf: { value: 0, label: 'PDF' },
  TextFile: { value: 1, label: 'Text File' },
  Word: { value: 2, label: 'Word' },
  PowerPoint: { value: 3, label: 'PowerPoint' },
  Image: { value: 4, label: 'Image' },
  Excel: { value: 5, label: 'Excel' },
  Zip: { value: 6, label: 'Zip' },
  Other: { value: 7, label: 'Other' },
} as const;

// Helpers over any of the lists above.
type EnumEntry = { readonly value: string | number; readonly label: string };
type EnumObject = Readonly<Record<string, EnumEntry>>;
export type EnumValue<E extends EnumObject> = E[keyof E]['value'];

export function enumValues<E extends EnumObject>(e: E): EnumValue<E>[] {
  return Object.values(e).map((x) => x.value) as EnumValue<E>[];
}
export function enumOptions<E extends EnumObject>(e: E): { value: EnumValue<E>; label: string }[] {
  return Object.values(e).map((x) => ({ value: x.value as EnumValue<E>, label: x.label }));
}
/** The label of a value, or '-' when it is not in the list. */
export function enumLabel<E extends EnumObject>(e: E, value: unknown): string {
  return Object.values(e).find((x) => x.value === value)?.label ?? '-';
}
