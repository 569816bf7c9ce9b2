// Fiscal-year closing of the leave ledger, and the annual grants it posts into the next year.
import { z } from 'zod';
import { endpoint } from '../http.ts';
import { id } from '../primitives.ts';

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

export const closeLeaveFiscalYearEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leaves/fiscal-year-closings',
  summary:
    "Close a fiscal year's leave: in one transaction, a ClosingBalance line per employee and type with a balance, an OpeningBalance line in the next fiscal year for types that carry over, and the next year's annual grants. Once per fiscal year.",
  body: z.object({ fiscalYearId: id() }),
  response: leaveClosingSchema,
});

export const listLeaveClosingsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/isd/hr/leaves/fiscal-year-closings',
  summary: 'Fiscal years whose leave is closed, newest first.',
  response: z.array(
    z.object({
      fiscalYearId: z.number().int(),
      fiscalYearName: z.string(),
      nextFiscalYearId: z.number().int(),
      nextFiscalYearName: z.string(),
      closedAt: z.string(),
    }),
  ),
});

export const grantAnnualLeaveEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leaves/annual-grants',
  summary:
    "Grant the annual leave types' credits (earning rule Annual, e.g. special privilege leave) for a fiscal year to every active employee hired by the year's end who has not had them yet; dated the later of the fiscal year start and the hiring date. Safe to repeat (new hires get theirs).",
  body: z.object({ fiscalYearId: id() }),
  response: z.object({ granted: z.number().int() }),
});
