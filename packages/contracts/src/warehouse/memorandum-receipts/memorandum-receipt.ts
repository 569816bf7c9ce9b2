// Memorandum receipts (decision 091): equipment in an employee's keeping; transferred to another
// employee or returned; signed for on screen.
import { z } from 'zod';
import { pagingQuery } from '../../http.ts';
import { calendarDate, id, searchText } from '../../primitives.ts';
import { optionalText, requiredText } from '../../validation.ts';
import { quantity, unitPrice } from '../enums.ts';
import { signatureField } from '../requisitions/requisition.ts';

export const MemorandumStatus = { Active: 'Active', Transferred: 'Transferred', Returned: 'Returned' } as const;
export type MemorandumStatus = (typeof MemorandumStatus)[keyof typeof MemorandumStatus];
export const MEMORANDUM_STATUSES = [
  MemorandumStatus.Active,
  MemorandumStatus.Transferred,
  MemorandumStatus.Returned,
] as const;

export const memorandumReceiptSchema = z.object({
  id: z.number().int(),
  controlNo: z.string(),
  issuedOn: z.string(),
  employeeId: z.number().int(),
  employeeNo: z.string(),
  employeeName: z.string(),
  materialId: z.number().int().nullable(),
  itemCode: z.string().nullable(),
  description: z.string(),
  serialNo: z.string().nullable(),
  quantity: z.string(),
  unitCost: z.string(),
  amount: z.string(),
  status: z.enum(MEMORANDUM_STATUSES),
  transferredFromId: z.number().int().nullable(),
  transferredFromControlNo: z.string().nullable(),
  transferredToControlNo: z.string().nullable(),
  endedOn: z.string().nullable(),
  remarks: z.string(),
  signedByName: z.string().nullable(),
  signature: z.string().nullable(),
  signedAt: z.string().nullable(),
  createdBy: z.string(),
});
export type MemorandumReceipt = z.infer<typeof memorandumReceiptSchema>;

export const memorandumReceiptFields = z.object({
  issuedOn: calendarDate(),
  employeeId: id('Choose the employee.'),
  materialId: id('Choose the material.').optional(),
  description: requiredText(2, 300),
  serialNo: optionalText(80),
  quantity,
  unitCost: unitPrice,
  remarks: optionalText(500),
});

export const transferMemorandumFields = z.object({
  employeeId: id('Choose the employee.'),
  transferredOn: calendarDate(),
  remarks: optionalText(500),
});

export const returnMemorandumFields = z.object({
  returnedOn: calendarDate(),
  remarks: optionalText(500),
});

export const signMemorandumFields = z.object({ signedByName: requiredText(2, 120), signature: signatureField });

export const listMemorandumReceiptsQuery = pagingQuery.extend({
  status: z.enum(MEMORANDUM_STATUSES).optional(),
  employeeId: id().optional(),
  materialId: id().optional(),
  id: id().optional(),
  signed: z.enum(['true']).optional(),
  search: searchText().optional(),
});

export const MEMORANDUM_NOT_FOUND = 'The memorandum receipt was not found.';
export const MEMORANDUM_ENDED = 'This memorandum receipt has already been transferred or returned.';
