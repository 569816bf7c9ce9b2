import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { id } from '../../primitives.ts';
import { leaveClosingSchema } from './leave-closing.ts';

export const closeLeaveFiscalYearEndpoint = endpoint({
  method: 'POST',
  path: '/api/v2/isd/hr/leaves/fiscal-year-closings',
  summary:
    "Close a fiscal year's leave: in one transaction, a ClosingBalance line per employee and type with a balance, an OpeningBalance line in the next fiscal year for types that carry over, and the next year's annual grants. Once per fiscal year.",
  body: z.object({ fiscalYearId: id() }),
  response: leaveClosingSchema,
});
