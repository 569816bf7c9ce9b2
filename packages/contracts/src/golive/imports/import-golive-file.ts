import { z } from 'zod';
import { endpoint, queryBoolean } from '../../http.ts';
import { importResultSchema } from '../../platform/imports.ts';
import { goLiveKindParam } from './download-golive-template.ts';

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
