// A go-live import as a background job (decision 019): the request keeps the file and queues the
// job; the job runs the same pipeline as the Import endpoint, reports the rows read and checked,
// and keeps the ImportResult as its result (a refusal, e.g. a closed month, is its error).
import { GOLIVE_JOB_MESSAGES } from '@ilaw/contracts/golive/imports/start-golive-import';
import type { GoLiveImportKind } from '@ilaw/contracts/golive/golive-imports';
import type { AppServices } from '../../../platform/http/context.ts';
import { importFile } from '../../../platform/imports/import-pipeline.ts';
import type { JobContext } from '../../../platform/jobs/job-queue.ts';
import { GOLIVE_IMPORTS } from '../golive-imports.ts';

export const GOLIVE_IMPORT_JOB = 'golive.import';

export interface GoLiveImportJob {
  kind: GoLiveImportKind;
  fileId: string;
  fileName: string;
  dryRun: boolean;
  actorName: string | null;
  ip: string | null;
}

export async function runGoLiveImportJob(services: AppServices, ctx: JobContext<GoLiveImportJob>) {
  const p = ctx.payload;
  const stored = await services.files.read(ctx.db, p.fileId);
  if (!stored) throw new Error('The uploaded file is no longer there; upload it again.');
  try {
    const gi = GOLIVE_IMPORTS[p.kind];
    const actor = { userId: ctx.createdBy, name: p.actorName, ip: p.ip };
    const result = await importFile(
      { db: ctx.db, actor, services },
      gi.definition,
      { target: 'all', post: (trx, rows, out, file) => gi.post(trx, rows as never[], out, file, ctx.createdBy) },
      { bytes: stored.bytes, fileName: p.fileName },
      {
        dryRun: p.dryRun,
        onProgress: async (step, rows) => {
          await ctx.progress.report(step === 'read' ? 0 : Math.floor(rows / 2), rows);
          await ctx.progress.message(GOLIVE_JOB_MESSAGES[step](rows));
        },
      },
    );
    await ctx.progress.report(result.read, result.read);
    return result;
  } finally {
    // The audit entry keeps the file's name and SHA-256; the bytes are not needed once imported.
    await services.files.remove(ctx.db, p.fileId);
  }
}
