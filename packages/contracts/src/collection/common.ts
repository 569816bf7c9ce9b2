// Shared collection schemas: pesos as decimal strings with at most two places (never floats),
// SPEC.md's payment channel and payment kind enumerations.
import { z } from 'zod';
import { MESSAGES } from '../validation.ts';

const PESOS = /^\d{1,12}(\.\d{1,2})?$/;
/** A peso amount of zero or more as text (numbers are accepted and turned to text). */
export const pesoAmount = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidNumber })
  .transform((v) => String(v).trim())
  .refine((v) => PESOS.test(v), { message: 'Enter an amount in pesos with at most two decimals.' });
/** Whole centavos of a peso amount (as `pesoAmount` reads it), exact: no float arithmetic. */
export function centavosOf(v: string): bigint {
  const [whole = '0', cents = ''] = v.split('.');
  return BigInt(whole) * 100n + BigInt(cents.padEnd(2, '0') || '0');
}
/** A peso amount above zero. */
export const positivePesoAmount = pesoAmount.refine((v) => /[1-9]/.test(v), {
  message: 'The amount must be more than zero.',
});

/** SPEC.md section 3: Payment channel (PNB 0 .. EcPay 5), and the cooperative's own EBS online. */
export const PAYMENT_CHANNEL = {
  PNB: { value: 0, label: 'PNB' },
  Palawan: { value: 1, label: 'Palawan' },
  BayadCenter: { value: 2, label: 'Bayad Center' },
  XenPay: { value: 3, label: 'XenPay' },
  LandBank: { value: 4, label: 'LandBank' },
  EcPay: { value: 5, label: 'EC Pay' },
  /** The cooperative's own online payments (EBS online, decision 057): after SPEC.md's third parties. */
  EbsOnline: { value: 6, label: 'EBS Online' },
} as const;

/** SPEC.md section 3: Payment kind (of a non-power bill). */
export const PAYMENT_KIND = {
  Reconnection: { value: 0, label: 'Reconnection' },
  ConnectionOrder: { value: 1, label: 'Connection Order' },
  NewConnectionInstallment: { value: 2, label: 'New Connection Installment' },
} as const;

/** SPEC.md section 3: Payment status of a bill: PAID, PARTIAL, blank for unpaid. */
export const PAYMENT_STATUS = { Paid: 'PAID', Partial: 'PARTIAL', Unpaid: '' } as const;
export const paymentStatusSchema = z.enum(['PAID', 'PARTIAL', '']);

export const TELLER_DAY_STATUSES = ['Open', 'Closed', 'Received'] as const;
export const tellerDayStatusSchema = z.enum(TELLER_DAY_STATUSES);
export const PAYMENT_STATUSES = ['Posted', 'Cancelled'] as const;
export const CANCELLATION_STATUSES = ['Pending', 'Approved', 'Rejected', 'Withdrawn'] as const;
/** Channel: paid through a payment channel's remittance (decision 056). */
export const TENDER_KINDS = ['Cash', 'Check', 'Form2307', 'Channel'] as const;
export const CHANNEL_UPLOAD_STATUSES = ['Draft', 'Checked', 'Posted'] as const;
export const CHANNEL_LINE_STATUSES = ['Pending', 'Posted', 'Advance', 'Held'] as const;
/** non-power-vat: the output VAT of non-power sales (decision 118). */
export const GL_PURPOSES = [
  'power-bill',
  'surcharge',
  'surcharge-vat',
  'advance',
  'ewt-2307',
  'vat-2307',
  'non-power-vat',
] as const;
export const SURCHARGE_BASES = ['total', 'net-of-vat'] as const;
