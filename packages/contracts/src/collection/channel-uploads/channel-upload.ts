// Payment channel uploads (decision 056): a channel's file of payments (SPEC.md's PNB 0 .. EcPay 5),
// each line checked and either posted once through the window's posting, credited to the advance
// balance (the bill was already paid), or held with its reason; the remittance reconciled.
import { z } from 'zod';
import { isoDate } from '../../http.ts';
import { cellDateText, cellNumberText, optionalCell, requiredCell } from '../../platform/imports.ts';
import { isValidIsoDate } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { CHANNEL_LINE_STATUSES, CHANNEL_UPLOAD_STATUSES, PAYMENT_CHANNEL, pesoAmount } from '../common.ts';

export const CHANNEL_NAMES = Object.keys(PAYMENT_CHANNEL) as [
  keyof typeof PAYMENT_CHANNEL,
  ...(keyof typeof PAYMENT_CHANNEL)[],
];
export const channelSchema = z.enum(CHANNEL_NAMES, { error: 'Choose a payment channel.' });
export type ChannelName = z.infer<typeof channelSchema>;
export const channelLabel = (c: ChannelName) => PAYMENT_CHANNEL[c].label;
export const channelOfValue = (value: number): ChannelName | undefined =>
  CHANNEL_NAMES.find((c) => PAYMENT_CHANNEL[c].value === value);

export const channelUploadStatusSchema = z.enum(CHANNEL_UPLOAD_STATUSES);
export const channelLineStatusSchema = z.enum(CHANNEL_LINE_STATUSES);

/** What the channel's remittance advice says, entered before the file. */
export const channelUploadFields = z.object({
  channel: channelSchema,
  remittanceDate: isoDate,
  channelGross: pesoAmount,
  channelFees: pesoAmount.optional(),
  /** The amount the bank credited, when known (reconciled against the expected deposit). */
  bankDeposit: pesoAmount.nullable().optional(),
  remarks: optionalText(200),
});
export type ChannelUploadFields = z.input<typeof channelUploadFields>;

export const remittanceSchema = z.object({
  /** The channel's gross collection and fees as its advice states them. */
  channelGross: z.string(),
  channelFees: z.string(),
  /** Gross less fees: what should reach the bank. */
  expectedDeposit: z.string(),
  bankDeposit: z.string().nullable(),
  /** The file's lines: all, posted to bills, credited to advance, held. */
  linesTotal: z.string(),
  posted: z.string(),
  advance: z.string(),
  held: z.string(),
  /** The channel's gross less the file's lines (a line missing from the file or the advice). */
  grossVariance: z.string(),
  /** The bank's credit less the expected deposit; null until the bank deposit is known. */
  depositVariance: z.string().nullable(),
});

export const channelUploadSchema = z.object({
  id: z.number().int(),
  channel: channelSchema,
  channelName: z.string(),
  remittanceDate: z.string(),
  status: channelUploadStatusSchema,
  fileName: z.string().nullable(),
  remarks: z.string().nullable(),
  lines: z.number().int(),
  pending: z.number().int(),
  postedLines: z.number().int(),
  advanceLines: z.number().int(),
  heldLines: z.number().int(),
  remittance: remittanceSchema,
  createdBy: z.string(),
  createdAt: z.string(),
  postedBy: z.string().nullable(),
  postedAt: z.string().nullable(),
});
export type ChannelUpload = z.infer<typeof channelUploadSchema>;

export const channelUploadRowSchema = channelUploadSchema.omit({ remarks: true, remittance: true }).extend({
  channelGross: z.string(),
  linesTotal: z.string(),
});
export type ChannelUploadRow = z.infer<typeof channelUploadRowSchema>;

export const channelLineSchema = z.object({
  id: z.number().int(),
  rowNo: z.number().int(),
  accountNo: z.string().nullable(),
  consumerName: z.string().nullable(),
  period: z.string().nullable(),
  amount: z.string().nullable(),
  reference: z.string().nullable(),
  paidOn: z.string().nullable(),
  payerName: z.string().nullable(),
  status: channelLineStatusSchema,
  reason: z.string().nullable(),
  orNumber: z.number().int().nullable(),
  paymentId: z.number().int().nullable(),
});
export type ChannelLine = z.infer<typeof channelLineSchema>;

/** The per-channel column mapping (header names in the channel's file) and its fee. */
export const channelSettingsFields = z.object({
  accountColumn: requiredText(1, 60),
  periodColumn: requiredText(1, 60),
  amountColumn: requiredText(1, 60),
  referenceColumn: requiredText(1, 60),
  paidAtColumn: requiredText(1, 60),
  payerColumn: optionalText(60),
  feePerTransaction: pesoAmount,
});
export const channelSettingsSchema = z.object({
  channel: channelSchema,
  channelName: z.string(),
  accountColumn: z.string(),
  periodColumn: z.string(),
  amountColumn: z.string(),
  referenceColumn: z.string(),
  paidAtColumn: z.string(),
  payerColumn: z.string().nullable(),
  feePerTransaction: z.string(),
  /** The channel's teller (its OR range and days); null until its first upload is posted or a range is assigned. */
  tellerId: z.number().int().nullable(),
  receiptsLeft: z.number().int(),
});
export type ChannelSettings = z.infer<typeof channelSettingsSchema>;

/**
 * A bill month as channels write it: 'YYYY-MM', a date in the month (a date cell, an Excel day
 * number, 'YYYY-MM-DD', 'M/D/YYYY') or 'MM/YYYY'. Anything else stays as typed for the rule.
 */
export function cellPeriodText(v: string | null): string | null {
  if (v === null) return null;
  const s = v.trim();
  const monthYear = /^(\d{1,2})\/(\d{4})$/.exec(s);
  if (monthYear) return `${monthYear[2]}-${monthYear[1]!.padStart(2, '0')}`;
  if (/^\d{4}-\d{2}$/.test(s)) return s;
  const date = cellDateText(s);
  return date !== null && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date.slice(0, 7) : s;
}

/** The keys of a channel file's columns (their headers come from the channel's settings). */
export const CHANNEL_FILE_KEYS = ['accountNo', 'period', 'amount', 'reference', 'paidOn', 'payerName'] as const;

export const channelFileRowSchema = z.object({
  accountNo: requiredCell(30),
  period: z
    .string()
    .nullable()
    .transform((v) => cellPeriodText(v) ?? '')
    .pipe(
      z
        .string()
        .refine((v) => v !== '', 'This field is required.')
        .refine((v) => v === '' || /^\d{4}-(0[1-9]|1[0-2])$/.test(v), 'Enter the bill month as YYYY-MM.'),
    ),
  amount: z
    .string()
    .nullable()
    .transform((v) => cellNumberText(v) ?? '')
    .pipe(
      z
        .string()
        .refine((v) => v !== '', 'This field is required.')
        .refine(
          (v) => v === '' || (/^\d{1,12}(\.\d{1,2})?$/.test(v) && /[1-9]/.test(v)),
          'Enter an amount greater than zero with at most 2 decimal places.',
        ),
    ),
  reference: requiredCell(60),
  paidOn: z
    .string()
    .nullable()
    .transform((v) => cellDateText(v) ?? '')
    .pipe(
      z
        .string()
        .refine((v) => v !== '', 'This field is required.')
        .refine((v) => v === '' || isValidIsoDate(v), 'Enter a valid date.'),
    ),
  payerName: optionalCell(120),
});
export type ChannelFileRow = z.infer<typeof channelFileRowSchema>;
