import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode, id } from '../../primitives.ts';
import { tellerDayStatusSchema } from '../common.ts';
import { tellerDayRowSchema } from './teller-day.ts';

export const listTellerDaysEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/teller-days',
  summary: 'Daily collection reports, newest first; a teller sees their own, the cashier and manager every teller.',
  query: pagingQuery.extend({
    tellerId: id().optional(),
    branchCode: branchCode().optional(),
    status: tellerDayStatusSchema.optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
  }),
  response: pagedOf(tellerDayRowSchema),
});
