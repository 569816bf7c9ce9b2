import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';

export const grantAnnualLeaveEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leaves/annual-grants',
  summary:
    "Grant the annual leave types' credits (earning rule Annual, e.g. special privilege leave) for a fiscal year to every active employee hired by the year's end who has not had them yet; dated the later of the fiscal year start and the hiring date. Safe to repeat (new hires get theirs).",
  body: z.object({ fiscalYearId: id() }),
  response: z.object({ granted: z.number().int() }),
});
