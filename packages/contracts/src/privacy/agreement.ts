// Data privacy (decision 101): the agreement every user accepts at sign-in, who accepted which
// version, the log of access to sensitive personal data, and the breach register.
import { z } from 'zod';
import { manilaDateTime } from '../motorpool/common.ts';
import { integer } from '../primitives.ts';
import { optionalText, requiredText } from '../validation.ts';

export const AGREEMENT_REQUIRED = 'Accept the data privacy agreement before using the portal.';

export const PRIVACY_MESSAGES = {
  noAgreement: 'No data privacy agreement has been published.',
  notCurrent: 'A newer data privacy agreement has been published; read it and accept that one.',
  versionTaken: 'Another version was published at the same time; reload and try again.',
  breachNotFound: 'The breach was not found.',
  notifiedBeforeDiscovery: 'A notification cannot come before the breach was discovered.',
} as const;

export const agreementSchema = z.object({
  version: z.number().int(),
  title: z.string(),
  body: z.string(),
  publishedBy: z.string(),
  publishedAt: z.string(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** What a user is asked to accept: the current version, and whether (and when) they did. */
export const myAgreementSchema = z.object({
  agreement: agreementSchema.nullable(),
  acceptedAt: z.string().nullable(),
});

export const agreementSummarySchema = agreementSchema.extend({
  acceptances: z.number().int(),
  current: z.boolean(),
});

export const publishAgreementBody = z.object({
  title: requiredText(1, 200),
  body: requiredText(20, 50_000),
});

export const acceptAgreementBody = z.object({ version: integer(1, 1_000_000) });

export const acceptanceSchema = z.object({
  userId: z.number().int(),
  username: z.string(),
  fullName: z.string(),
  departmentName: z.string().nullable(),
  /** The latest version the user accepted, and when; null if none. */
  version: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  acceptedCurrent: z.boolean(),
});

export const SENSITIVE_KINDS = ['GovernmentNumbers', 'Payslip', 'EmployeeRecord'] as const;
export type SensitiveKind = (typeof SENSITIVE_KINDS)[number];
export const SENSITIVE_KIND_LABELS: Record<SensitiveKind, string> = {
  GovernmentNumbers: 'Government numbers',
  Payslip: 'Payslip',
  EmployeeRecord: 'Employee record',
};

export const accessLogEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  user: z.string(),
  kind: z.enum(SENSITIVE_KINDS),
  subject: z.string().nullable(),
  detail: z.string(),
  ipAddress: z.string().nullable(),
});

/** The NPC and the data subjects are notified within 72 hours of discovery. */
export const BREACH_NOTIFICATION_HOURS = 72;

/** Not notified yet: empty or null. */
const notifiedAt = () =>
  z
    .union([z.literal('').transform(() => null), manilaDateTime()])
    .nullable()
    .transform((v) => v ?? null);

export const breachFieldsSchema = z.object({
  discoveredAt: manilaDateTime(),
  description: requiredText(1, 4000),
  dataInvolved: requiredText(1, 1000),
  subjectsAffected: integer(0, 10_000_000),
  measures: optionalText(4000),
  commissionNotifiedAt: notifiedAt(),
  subjectsNotifiedAt: notifiedAt(),
  status: z.enum(['Open', 'Closed']),
});

export const breachSchema = z.object({
  id: z.number().int(),
  breachNo: z.string(),
  discoveredAt: z.string(),
  description: z.string(),
  dataInvolved: z.string(),
  subjectsAffected: z.number().int(),
  measures: z.string().nullable(),
  commissionNotifiedAt: z.string().nullable(),
  subjectsNotifiedAt: z.string().nullable(),
  status: z.enum(['Open', 'Closed']),
  /** discovered + 72 hours. */
  notifyBy: z.string(),
  /** Pending (before the deadline, not yet notified), Overdue, Met (both notified in time), Late. */
  deadline: z.enum(['Pending', 'Overdue', 'Met', 'Late']),
  recordedBy: z.string(),
});
export type Breach = z.infer<typeof breachSchema>;
export type BreachFields = z.input<typeof breachFieldsSchema>;
