import { z } from 'zod';
import { approvalSummarySchema } from '../../approvals/requests/approval-request.ts';
import { pagingQuery } from '../../http.ts';
import { calendarDate, id, searchText } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import {
  DOCUMENT_KINDS,
  DOCUMENT_STATUSES,
  SALVAGE_CONDITIONS,
  VAT_TYPES,
  pesoAmount,
  quantity,
  unitPrice,
} from '../enums.ts';

export const stockDocumentLineSchema = z.object({
  id: z.number().int(),
  lineNo: z.number().int(),
  materialId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  unitCode: z.string(),
  quantity: z.string(),
  /** The invoiced price (MRR), the cost the return goes back at (MCRT) or the salvage's value per unit (MST). */
  unitPrice: z.string().nullable(),
  /** Once posted: the cost the line moved at and its amount (issues at the moving average). */
  unitCost: z.string().nullable(),
  amount: z.string().nullable(),
  /** A credit ticket's line: the charge ticket line it returns. */
  chargedLineId: z.number().int().nullable(),
  /** A salvage ticket's line: its condition, and once posted the salvage item it went into. */
  condition: z.enum(SALVAGE_CONDITIONS).nullable(),
  salvageItemCode: z.string().nullable(),
  /** A reclassification's line: the material the quantity and value move into. */
  toMaterialId: z.number().int().nullable(),
  toItemCode: z.string().nullable(),
});
export type StockDocumentLine = z.infer<typeof stockDocumentLineSchema>;

/** A stock document: receiving report, charge ticket, credit ticket or transfer. */
export const stockDocumentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(DOCUMENT_KINDS),
  controlNo: z.string(),
  documentDate: z.string(),
  locationId: z.number().int(),
  locationName: z.string(),
  toLocationId: z.number().int().nullable(),
  toLocationName: z.string().nullable(),
  status: z.enum(DOCUMENT_STATUSES),
  particulars: z.string(),
  supplier: z.string().nullable(),
  poNo: z.string().nullable(),
  invoiceNo: z.string().nullable(),
  deliveryNo: z.string().nullable(),
  vatType: z.enum(VAT_TYPES).nullable(),
  freight: z.string(),
  chargeAccount: z.string().nullable(),
  workOrderNo: z.string().nullable(),
  chargedDocumentId: z.number().int().nullable(),
  chargedControlNo: z.string().nullable(),
  requisitionId: z.number().int().nullable(),
  requisitionControlNo: z.string().nullable(),
  reversalOfId: z.number().int().nullable(),
  reversalOfControlNo: z.string().nullable(),
  reversedById: z.number().int().nullable(),
  createdBy: z.string(),
  createdAt: z.string(),
  postedAt: z.string().nullable(),
  /** Sum of the posted lines' amounts; null until posted. */
  totalAmount: z.string().nullable(),
  closedRemarks: z.string().nullable(),
  lines: z.array(stockDocumentLineSchema),
  approval: approvalSummarySchema.nullable(),
});
export type StockDocument = z.infer<typeof stockDocumentSchema>;

export const stockDocumentLineFields = z.object({
  materialId: id('Choose the material.'),
  quantity,
  unitPrice: unitPrice.optional(),
  chargedLineId: id().optional(),
  condition: z.enum(SALVAGE_CONDITIONS, { error: 'Choose Usable or Scrap.' }).optional(),
  toMaterialId: id('Choose the material it is reclassified to.').optional(),
  /** Issuing part of a requisition: the requisition line this takes from (decision 119). */
  requisitionLineId: id('Choose the requisition line issued.').optional(),
});

export const stockDocumentFields = z.object({
  kind: z.enum(DOCUMENT_KINDS, { error: 'Choose the kind of document.' }),
  documentDate: calendarDate(),
  locationId: id('Choose the location.'),
  toLocationId: id('Choose the receiving location.').optional(),
  particulars: optionalText(500),
  supplier: optionalText(120),
  poNo: optionalText(40),
  invoiceNo: optionalText(40),
  deliveryNo: optionalText(40),
  vatType: z.enum(VAT_TYPES, { error: 'Choose how the prices treat VAT.' }).optional(),
  freight: pesoAmount.optional(),
  chargeAccount: optionalText(40),
  workOrderNo: optionalText(40),
  chargedDocumentId: id('Choose the charge ticket returned against.').optional(),
  /**
   * A charge ticket (or transfer) issuing an approved requisition: lines naming a requisition line
   * issue that much of it; naming none, it issues everything left (decision 119).
   */
  requisitionId: id('Choose the requisition issued.').optional(),
  lines: z.array(stockDocumentLineFields).min(1, 'Add at least one material.').max(200),
});

export const listStockDocumentsQuery = pagingQuery.extend({
  kind: z.enum(DOCUMENT_KINDS).optional(),
  status: z.enum(DOCUMENT_STATUSES).optional(),
  search: searchText().optional(),
});

export const reversalFields = z.object({ remarks: requiredText(1, 500) });

export const DOCUMENT_NOT_FOUND = 'The document was not found.';
export const NOT_ENOUGH_STOCK = 'There is not enough stock of this material at the location.';
export const ALREADY_CLOSED = 'This document has already been posted or closed.';
