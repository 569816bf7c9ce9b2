import { importGoLiveFileEndpoint } from '@ilaw/contracts/golive/imports/import-golive-file';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { runImport } from '../../../platform/imports/import-pipeline.ts';
import { GOLIVE_IMPORTS } from '../golive-imports.ts';

export const importGoLiveFile = defineRoute({
  endpoint: importGoLiveFileEndpoint,
  access: anyRole('Admin'),
  handler: (ctx) => {
    const gi = GOLIVE_IMPORTS[ctx.params.kind];
    return runImport(
      ctx,
      gi.definition,
      {
        target: 'all',
        post: (trx, rows, out, file) => gi.post(trx, rows as never[], out, file, ctx.actor.userId),
      },
      { dryRun: ctx.query.dryRun === true },
    );
  },
});
