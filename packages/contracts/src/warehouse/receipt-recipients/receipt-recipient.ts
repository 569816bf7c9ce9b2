// The recipients of a posted receiving report (decision 091): who took which delivered item, how
// many, signed on screen.
import { z } from 'zod';
import { calendarDate, id } from '../../primitives.ts';
import { requiredText } from '../../validation.ts';
import { quantity } from '../enums.ts';
import { signatureField } from '../requisitions/requisition.ts';

export const receiptRecipientSchema = z.object({
  id: z.number().int(),
  documentId: z.number().int(),
  documentLineId: z.number().int(),
  itemCode: z.string(),
  description: z.string(),
  recipientName: z.string(),
  quantity: z.string(),
  signature: z.string(),
  receivedOn: z.string(),
  createdBy: z.string(),
});
export type ReceiptRecipient = z.infer<typeof receiptRecipientSchema>;

export const receiptRecipientFields = z.object({
  documentLineId: id('Choose the item received.'),
  recipientName: requiredText(2, 120),
  quantity,
  receivedOn: calendarDate(),
  signature: signatureField,
});
