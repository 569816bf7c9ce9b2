import { listGoLiveBatchesEndpoint } from '@ilaw/contracts/golive/batches/list-golive-batches';
import { GOLIVE_IMPORT_KINDS } from '@ilaw/contracts/golive/golive-imports';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { listImportBatches } from '../../../platform/imports/import-batches.ts';

export const listGoLiveBatches = defineRoute({
  endpoint: listGoLiveBatchesEndpoint,
  access: anyRole('Admin'),
  async handler({ db }) {
    return { data: await listImportBatches(db, GOLIVE_IMPORT_KINDS) };
  },
});
