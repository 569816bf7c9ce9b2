// The leave ledger (never an editable balance): its lines, running balances and line types.
import { z } from 'zod';

/** Decimal day counts travel as strings ('1.25'). */
const days = z.string();

/** Leave ledger line type and entry status (SPEC.md section 3). */
export const LEAVE_LINE_TYPE = {
  OpeningBalance: { value: 0, label: 'Opening Balance' },
  Earned: { value: 1, label: 'Earned' },
  Used: { value: 2, label: 'Used' },
  ClosingBalance: { value: 3, label: 'Closing Balance' },
} as const;

export const LEAVE_ENTRY_STATUS = {
  Cancelled: { value: 0, label: 'Cancelled' },
  Posted: { value: 1, label: 'Posted' },
  WithoutPay: { value: 2, label: 'Without Pay' },
} as const;

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  leaveTypeId: z.number().int(),
  leaveTypeCode: z.string(),
  lineType: z.number().int(),
  status: z.number().int(),
  entryDate: z.string(),
  days,
  /** Running balance of the type after this line (Posted lines only move it). */
  balance: days,
  description: z.string(),
});

export const leaveLedgerSchema = z.object({
  employeeId: z.number().int(),
  /** Who the ledger is of, as the leave card heads it. */
  employee: z.object({
    code: z.string(),
    name: z.string(),
    office: z.string(),
    position: z.string(),
    dateHired: z.string().nullable(),
  }),
  fiscalYearId: z.number().int(),
  lines: z.array(ledgerLineSchema),
  balances: z.array(
    z.object({ leaveTypeId: z.number().int(), code: z.string(), name: z.string(), balance: days, withoutPay: days }),
  ),
});

export type LeaveLedger = z.infer<typeof leaveLedgerSchema>;

export type LeaveLedgerLine = z.infer<typeof ledgerLineSchema>;

export const ledgerTransactionSchema = z.object({
  id: z.number().int(),
  employeeId: z.number().int(),
  employeeCode: z.string(),
  employeeName: z.string(),
  leaveTypeCode: z.string(),
  lineType: z.number().int(),
  status: z.number().int(),
  entryDate: z.string(),
  days: z.string(),
  description: z.string(),
  createdAt: z.string(),
});

export type LedgerTransaction = z.infer<typeof ledgerTransactionSchema>;
