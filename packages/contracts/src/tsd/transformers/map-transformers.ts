import { z } from 'zod';
import { endpoint } from '../../http.ts';
import { branchCode } from '../../primitives.ts';
import { LOAD_FLAGS, MOUNTINGS, TRANSFORMER_KVA_SIZES } from '../enums.ts';

export const transformerPointSchema = z.object({
  id: z.number().int(),
  serialNo: z.string(),
  kva: z.enum(TRANSFORMER_KVA_SIZES),
  latitude: z.string(),
  longitude: z.string(),
  mounting: z.enum(MOUNTINGS),
  lastLoadFlag: z.enum(LOAD_FLAGS).nullable(),
});
export type TransformerPoint = z.infer<typeof transformerPointSchema>;

export const mapTransformersEndpoint = endpoint({
  method: 'GET',
  path: '/api/v2/tsd/transformers/map',
  summary:
    'Every transformer with GPS coordinates (optionally of one branch): where it stands, its mounting and latest load flag.',
  query: z.object({ branchCode: branchCode().optional() }),
  response: z.array(transformerPointSchema),
});
