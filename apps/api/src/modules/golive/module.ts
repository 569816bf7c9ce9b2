// Go-live (docs/decisions/019): what a cooperative brings from its old system on the cut-off date,
// through the one import pipeline, each posted file a batch that can be undone as a whole. The
// Admin's area; the records are posted by billing, collection and HR through their public.ts.
import { defineModule } from '../../platform/modules/define-module.ts';
import { listGoLiveBatches } from './batches/list-golive-batches.ts';
import { undoGoLiveBatch } from './batches/undo-golive-batch.ts';
import { GOLIVE_AUDIT_TYPE, GOLIVE_BATCH_AUDIT_TYPE } from './golive-imports.ts';
import { downloadGoLiveTemplate } from './imports/download-golive-template.ts';
import { GOLIVE_IMPORT_JOB, runGoLiveImportJob, type GoLiveImportJob } from './imports/golive-import-job.ts';
import { importGoLiveFile } from './imports/import-golive-file.ts';
import { startGoLiveImport } from './imports/start-golive-import.ts';

export const goLiveModule = defineModule({
  name: 'golive',
  endpoints: [downloadGoLiveTemplate, importGoLiveFile, startGoLiveImport, listGoLiveBatches, undoGoLiveBatch],
  registerJobs: (services) =>
    services.jobs.register<GoLiveImportJob>(GOLIVE_IMPORT_JOB, (ctx) => runGoLiveImportJob(services, ctx)),
  auditedTypes: { [GOLIVE_AUDIT_TYPE]: ['Admin'], [GOLIVE_BATCH_AUDIT_TYPE]: ['Admin'] },
});
