import { endpoint, isoDate, pagedOf, pagingQuery } from '../../http.ts';
import { id, searchText } from '../../primitives.ts';
import { paymentRowSchema } from './payment.ts';

export const listPaymentsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/fsd/collection/payments',
  summary: 'Payments, newest OR first: of a teller day, a consumer, a date; a teller sees their own.',
  query: pagingQuery.extend({
    dayId: id().optional(),
    consumerId: id().optional(),
    date: isoDate.optional(),
    search: searchText(60).optional(),
  }),
  response: pagedOf(paymentRowSchema),
});
