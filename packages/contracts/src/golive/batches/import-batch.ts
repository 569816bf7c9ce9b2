// A go-live import batch as the screen lists it (docs/decisions/019).
import { z } from 'zod';
import { importReconciliationLineSchema } from '../../platform/imports.ts';

export const importBatchSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  fileName: z.string(),
  posted: z.number().int(),
  reconciliation: z.array(importReconciliationLineSchema),
  status: z.enum(['Posted', 'Undone']),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
});
export type ImportBatch = z.infer<typeof importBatchSchema>;
