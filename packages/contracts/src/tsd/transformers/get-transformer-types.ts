import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { PHASES, TRANSFORMER_KVA_SIZES, TRANSFORMER_OWNERSHIPS } from '../enums.ts';

export const transformerTypeRowSchema = z.object({
  kva: z.enum(TRANSFORMER_KVA_SIZES),
  phase: z.enum(PHASES),
  ownership: z.enum(TRANSFORMER_OWNERSHIPS),
  mounted: z.number().int(),
  dismounted: z.number().int(),
  total: z.number().int(),
  /** kVA installed: mounted units × size. */
  mountedKva: z.string(),
});
export type TransformerTypeRow = z.infer<typeof transformerTypeRowSchema>;

export const getTransformerTypesEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/transformers/types',
  summary:
    'The registry summarised by type: units per size, phase and ownership, mounted and dismounted, with the kVA mounted (optionally for one branch).',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(transformerTypeRowSchema),
});
