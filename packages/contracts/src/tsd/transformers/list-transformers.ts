import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { sortQuery } from '../../platform/list-sort.ts';
import { branchCode, id, searchText } from '../../primitives.ts';
import { LOAD_FLAGS, MOUNTINGS, PHASES, TEST_RESULTS, TRANSFORMER_KVA_SIZES } from '../enums.ts';
import { transformerSchema } from './transformer.ts';

export const TRANSFORMER_SORT_COLUMNS = ['serialNo', 'brand', 'kva', 'branch', 'feeder', 'mounting'] as const;

export const transformerFilterQuery = z.object({
  ...sortQuery(TRANSFORMER_SORT_COLUMNS).shape,
  /** Start of the serial no., pole no. or feeder. */
  search: searchText(60).optional(),
  branchCode: branchCode().optional(),
  brandId: id().optional(),
  kva: z.enum(TRANSFORMER_KVA_SIZES).optional(),
  phase: z.enum(PHASES).optional(),
  mounting: z.enum(MOUNTINGS).optional(),
  lastTestResult: z.enum(TEST_RESULTS).optional(),
  lastLoadFlag: z.enum(LOAD_FLAGS).optional(),
});

export const listTransformersEndpoint = endpoint({
  method: 'GET',
  path: '/api/tsd/DistributionTransformer',
  summary:
    'Paged distribution transformers by serial no. unless sort names a column. Filters: search (start of serial, pole or feeder), branch, brand, kVA, phase, mounting, latest test result, latest load flag.',
  query: pagingQuery.extend(transformerFilterQuery.shape),
  response: pagedOf(transformerSchema),
});
