// Fiscal-year closing of the leave ledger, and the annual grants it posts into the next year.
import { z } from 'zod';

export const leaveClosingSchema = z.object({
  fiscalYearId: z.number().int(),
  fiscalYearName: z.string(),
  nextFiscalYearId: z.number().int(),
  nextFiscalYearName: z.string(),
  closedAt: z.string(),
  closingLines: z.number().int(),
  openingLines: z.number().int(),
  /** Openings already posted in the next year (e.g. imported) that the closing kept. */
  openingsKept: z.number().int(),
  annualGrants: z.number().int(),
});

export type LeaveClosing = z.infer<typeof leaveClosingSchema>;

export const LEAVE_ALREADY_CLOSED = 'The leave of this fiscal year has already been closed.';

export const LEAVE_YEAR_CLOSED = 'The leave of this fiscal year is closed; no more postings are accepted for it.';
