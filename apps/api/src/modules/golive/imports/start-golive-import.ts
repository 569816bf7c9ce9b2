import { startGoLiveImportEndpoint } from '@ilaw/contracts/golive/imports/start-golive-import';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { badRequest } from '../../../platform/http/errors.ts';
import { formatOf } from '../../../platform/imports/import-pipeline.ts';
import { GOLIVE_IMPORTS } from '../golive-imports.ts';
import { GOLIVE_IMPORT_JOB, type GoLiveImportJob } from './golive-import-job.ts';

export const startGoLiveImport = defineRoute({
  endpoint: startGoLiveImportEndpoint,
  access: anyRole('Admin'),
  async handler({ params, query, request, services, db, user, actor, reply }) {
    const what = GOLIVE_IMPORTS[params.kind].definition.what;
    const upload = request.uploadedFiles[0];
    if (!upload || upload.bytes.length === 0) throw badRequest(`Choose the filled ${what} to import.`);
    // Refused at once, not in the job: a file that is no spreadsheet (415).
    formatOf(await services.files.check(upload.bytes), upload.bytes, what);
    const jobId = await db.transaction().execute(async (trx) => {
      const file = await services.files.save(trx, {
        bytes: upload.bytes,
        originalName: upload.fileName,
        createdBy: user.id,
      });
      const payload: GoLiveImportJob = {
        kind: params.kind,
        fileId: file.id,
        fileName: upload.fileName,
        dryRun: query.dryRun === true,
        actorName: actor.name,
        ip: actor.ip,
      };
      return services.jobs.enqueue(GOLIVE_IMPORT_JOB, { ...payload }, { createdBy: user.id, maxAttempts: 1 }, trx);
    });
    reply.code(202);
    return { jobId };
  },
});
