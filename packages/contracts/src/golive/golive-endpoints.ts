// The Go-live area's endpoints (docs/decisions/019): each import's template and upload (with a dry
// run), the posted batches with their reconciliation, and undoing a batch.
import { z } from 'zod';
import { endpoint, idParam, queryBoolean } from '../http.ts';
import { importReconciliationLineSchema, importResultSchema } from '../platform/imports.ts';
import { GOLIVE_IMPORT_KINDS } from './golive-imports.ts';

export const goLiveKindParam = z.object({ kind: z.enum(GOLIVE_IMPORT_KINDS) });

export const downloadGoLiveTemplateEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/GoLive/{kind}/Template',
  summary: 'The empty import template of a go-live import (.xlsx): its sheet with the columns, and instructions.',
  params: goLiveKindParam,
  download: true,
});

export const importGoLiveFileEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/GoLive/{kind}/Import',
  summary:
    'Import a go-live file (.xlsx or .csv, multipart field "file"): consumers, last readings, opening balances, advance balances or employees. Good rows post together as ONE batch (undoable as a whole), each bad row is answered with its row, column and reason; the answer carries a reconciliation (rows and totals in the file against those posted). dryRun=true checks and posts every row, then rolls everything back. The same file imported completely is answered with that import (replay).',
  params: goLiveKindParam,
  query: z.object({ dryRun: queryBoolean.optional() }),
  multipart: true,
  response: importResultSchema,
});

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

export const listGoLiveBatchesEndpoint = endpoint({
  method: 'GET',
  path: '/api/admin/GoLive/Batches',
  summary: 'The go-live import batches, newest first, with their reconciliation.',
  response: z.object({ data: z.array(importBatchSchema) }),
});

export const undoGoLiveBatchEndpoint = endpoint({
  method: 'POST',
  path: '/api/admin/GoLive/Batches/{id}/Undo',
  summary:
    'Undo a go-live import batch as a whole: its consumers, readings and employees are removed, its opening bills cancelled and its advance balances reversed (with their ledger entries). 409 when something depends on it (a bill, reading, payment or record made on it since).',
  params: idParam,
  response: importBatchSchema,
});
