import { z } from 'zod';
import { sortQuery } from '../../platform/list-sort.ts';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode, id, integer, searchText } from '../../primitives.ts';
import { consumerClassSchema } from '../common.ts';
import { consumerSchema } from './consumer.ts';

/** Columns the consumer list sorts by (the web table's sortable headers). */
export const CONSUMER_SORT_COLUMNS = ['accountNo', 'name', 'consumerClass'] as const;

export const listConsumersQuery = pagingQuery.extend({
  ...sortQuery(CONSUMER_SORT_COLUMNS).shape,
  search: searchText(100).optional(),
  branchCode: branchCode().optional(),
  routeId: id().optional(),
  consumerClass: consumerClassSchema.optional(),
  accountStatus: integer(0, 2).optional(),
});

export const listConsumersEndpoint = endpoint({
  method: 'GET',
  path: '/api/fsd/billing/Consumer',
  summary:
    'Paged consumers; search matches every word (any order) in the account number, name, meter serial or ' +
    'address; a search of only one- or two-letter words matches the start of the account number, name or serial. ' +
    'total is exact up to 20,000 consumers; beyond that it is the ' +
    "database's estimate and totalIsEstimate is true (show it as 'about').",
  query: listConsumersQuery,
  // totalIsEstimate (added for 300,000 consumers, docs/decisions/044): optional so older clients and
  // fixtures stay valid; screens may show an estimated total as 'about N'.
  response: pagedOf(consumerSchema).extend({ totalIsEstimate: z.boolean().optional() }),
});
