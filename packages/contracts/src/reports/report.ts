// Report submission and compliance monitoring (decision 101): templates with due dates per period,
// departments' uploads, late and missing ones flagged on a board per period.
import { z } from 'zod';
import { calendarDate, id, integer } from '../primitives.ts';
import { optionalText, requiredText } from '../validation.ts';

export const REPORT_PERIODS = ['Monthly', 'Quarterly', 'Annual'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** SPEC.md's file kinds. */
export const FILE_KINDS = ['Pdf', 'TextFile', 'Word', 'PowerPoint', 'Image', 'Excel', 'Zip', 'Other'] as const;
export type FileKind = (typeof FILE_KINDS)[number];
export const FILE_KIND_LABELS: Record<FileKind, string> = {
  Pdf: 'PDF',
  TextFile: 'Text file',
  Word: 'Word',
  PowerPoint: 'PowerPoint',
  Image: 'Image',
  Excel: 'Excel',
  Zip: 'Zip',
  Other: 'Other',
};

/** On time, late, missing (past due), due (period ended, not yet due), upcoming (period not over). */
export const SUBMISSION_STATES = ['Submitted', 'Late', 'Missing', 'Due', 'Upcoming'] as const;
export type SubmissionState = (typeof SUBMISSION_STATES)[number];

export const REPORT_MESSAGES = {
  templateNotFound: 'The report template was not found.',
  duplicateCode: 'A report template with this code already exists.',
  noDepartment: 'The department does not exist.',
  badPeriod: 'This period is not one of the template’s.',
  beforeStart: 'The template starts after this period.',
  fileRequired: 'Choose the file of the report.',
  fileKind: (kinds: string) => `This kind of file is not accepted for this report. Accepted: ${kinds}.`,
  notYourDepartment: 'Only the responsible department submits this report.',
  inactive: 'This report template is no longer active.',
} as const;

export const templateFieldsSchema = z.object({
  code: requiredText(1, 30).pipe(z.string().regex(/^[A-Za-z0-9._-]+$/, 'Use letters, digits, dots, dashes.')),
  name: requiredText(1, 200),
  regulator: requiredText(1, 60),
  period: z.enum(REPORT_PERIODS),
  dueDays: integer(0, 365),
  departmentId: id(),
  fileKinds: z.array(z.enum(FILE_KINDS)).min(1, 'Choose at least one kind of file.'),
  description: optionalText(2000),
  startsOn: calendarDate(),
  isActive: z.boolean(),
});
export type TemplateFields = z.input<typeof templateFieldsSchema>;

export const templateSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  regulator: z.string(),
  period: z.enum(REPORT_PERIODS),
  dueDays: z.number().int(),
  departmentId: z.number().int(),
  departmentName: z.string(),
  fileKinds: z.array(z.enum(FILE_KINDS)),
  description: z.string().nullable(),
  startsOn: z.string(),
  isActive: z.boolean(),
});
export type ReportTemplate = z.infer<typeof templateSchema>;

export const submissionSchema = z.object({
  id: z.number().int(),
  periodKey: z.string(),
  fileName: z.string(),
  fileKind: z.enum(FILE_KINDS),
  remarks: z.string().nullable(),
  submittedBy: z.string(),
  submittedAt: z.string(),
});
export type ReportSubmission = z.infer<typeof submissionSchema>;

/** One template's period: due date, state, and its uploads (latest first). */
export const periodStatusSchema = z.object({
  periodKey: z.string(),
  label: z.string(),
  periodEnd: z.string(),
  dueDate: z.string(),
  state: z.enum(SUBMISSION_STATES),
  /** The first upload's time (it decides on time or late). */
  firstSubmittedAt: z.string().nullable(),
  submissions: z.array(submissionSchema),
});
export type PeriodStatus = z.infer<typeof periodStatusSchema>;

export const boardRowSchema = z.object({
  template: templateSchema,
  periods: z.array(periodStatusSchema),
  /** Whether the signed-in user may submit for this template. */
  canSubmit: z.boolean(),
});
export type BoardRow = z.infer<typeof boardRowSchema>;
