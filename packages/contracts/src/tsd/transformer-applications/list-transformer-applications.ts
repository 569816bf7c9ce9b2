import { z } from 'zod';
import { endpoint, pagedOf, pagingQuery } from '../../http.ts';
import { branchCode, searchText } from '../../primitives.ts';
import { TRANSFORMER_APPLICATION_STAGES, TRANSFORMER_APPLICATION_TYPES } from '../enums.ts';
import { transformerApplicationSchema } from './transformer-application.ts';

export const transformerApplicationFilterQuery = z.object({
  /** Start of the application no., the applicant's name or account no. */
  search: searchText(60).optional(),
  stage: z.enum(TRANSFORMER_APPLICATION_STAGES).optional(),
  applicationType: z.enum(TRANSFORMER_APPLICATION_TYPES).optional(),
  branchCode: branchCode().optional(),
});

export const listTransformerApplicationsEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/transformer-applications',
  summary:
    'Paged transformer applications, newest first. Filters: search (application no., applicant or account), stage (ForInstallation = for payment with the bill paid), type, branch.',
  query: pagingQuery.extend(transformerApplicationFilterQuery.shape),
  response: pagedOf(transformerApplicationSchema),
});
