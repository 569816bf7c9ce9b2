// Warehouse enumerations and the decimal fields of quantities and pesos (decision 090): stored as
// text by name, quantities and money as decimal strings, never floats.
import { z } from 'zod';
import { MESSAGES } from '../validation.ts';

/** The stock documents: receiving report, charge ticket (issue), credit ticket (return), salvage ticket, transfer, reclassification. */
export const DocumentKind = { MRR: 'MRR', MCT: 'MCT', MCRT: 'MCRT', MST: 'MST', MTS: 'MTS', MRC: 'MRC' } as const;
export type DocumentKind = (typeof DocumentKind)[keyof typeof DocumentKind];
export const DOCUMENT_KINDS = [
  DocumentKind.MRR,
  DocumentKind.MCT,
  DocumentKind.MCRT,
  DocumentKind.MST,
  DocumentKind.MTS,
  DocumentKind.MRC,
] as const;
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  MRR: 'Material Receiving Report',
  MCT: 'Material Charge Ticket',
  MCRT: 'Material Credit Ticket',
  MST: 'Material Salvage Ticket',
  MTS: 'Material Transfer Stock',
  MRC: 'Material Reclassification',
};

export const DocumentStatus = {
  Pending: 'Pending',
  Posted: 'Posted',
  Rejected: 'Rejected',
  Cancelled: 'Cancelled',
  Reversed: 'Reversed',
} as const;
export type DocumentStatus = (typeof DocumentStatus)[keyof typeof DocumentStatus];
export const DOCUMENT_STATUSES = [
  DocumentStatus.Pending,
  DocumentStatus.Posted,
  DocumentStatus.Rejected,
  DocumentStatus.Cancelled,
  DocumentStatus.Reversed,
] as const;

/** A salvage ticket line: usable salvage (at a set value) or scrap (at its net realizable value). */
export const SalvageCondition = { Usable: 'Usable', Scrap: 'Scrap' } as const;
export type SalvageCondition = (typeof SalvageCondition)[keyof typeof SalvageCondition];
export const SALVAGE_CONDITIONS = [SalvageCondition.Usable, SalvageCondition.Scrap] as const;

/** How a supplier's prices treat VAT (input VAT is recoverable, so cost is net of it). */
export const VatType = { Inclusive: 'Inclusive', Exclusive: 'Exclusive', Exempt: 'Exempt' } as const;
export type VatType = (typeof VatType)[keyof typeof VatType];
export const VAT_TYPES = [VatType.Inclusive, VatType.Exclusive, VatType.Exempt] as const;

const QUANTITY = /^\d{1,10}(\.\d{1,2})?$/;
const PRICE = /^\d{1,10}(\.\d{1,4})?$/;
const PESOS = /^\d{1,12}(\.\d{1,2})?$/;

const decimalText = z
  .union([z.string(), z.number()], { error: MESSAGES.invalidNumber })
  .transform((v) => String(v).trim());

/** A quantity above zero with at most two decimals (meters of wire). */
export const quantity = decimalText
  .refine((v) => QUANTITY.test(v), { message: 'Enter a quantity with at most two decimals.' })
  .refine((v) => /[1-9]/.test(v), { message: 'The quantity must be more than zero.' });
/** A quantity of zero or more (a critical level). */
export const quantityOrZero = decimalText.refine((v) => QUANTITY.test(v), {
  message: 'Enter a quantity with at most two decimals.',
});
/** A unit price of zero or more with at most four decimals. */
export const unitPrice = decimalText.refine((v) => PRICE.test(v), {
  message: 'Enter a unit price with at most four decimals.',
});
/** Pesos of zero or more with at most two decimals. */
export const pesoAmount = decimalText.refine((v) => PESOS.test(v), {
  message: 'Enter an amount in pesos with at most two decimals.',
});

/** Who works the warehouse, who approves, who reads (SPEC.md section 6 roles). */
export const WAREHOUSE_CLERK_ROLES = ['WarehouseMan', 'WareHouse'] as const;
