import { undoGoLiveBatchEndpoint } from '@ilaw/contracts/golive/batches/undo-golive-batch';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { undoImportBatch } from '../../../platform/imports/import-batches.ts';
import { GOLIVE_BATCH_AUDIT_TYPE, GOLIVE_UNDOERS } from '../golive-imports.ts';

export const undoGoLiveBatch = defineRoute({
  endpoint: undoGoLiveBatchEndpoint,
  access: anyRole('Admin'),
  handler: (ctx) => undoImportBatch(ctx, ctx.params.id, GOLIVE_UNDOERS, GOLIVE_BATCH_AUDIT_TYPE),
});
