// The results are stored once per sheet (lock, look, post): twenty identical posts store one set,
// the rest answer 409 and point to the update.
import { DATA_SHEET_NOT_FOUND, RESULTS_ALREADY_STORED } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { storeTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/store-test-result';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { postOnce } from '../../../platform/posting/post-once.ts';
import { TESTERS } from '../access.ts';
import { loadDataSheet } from './data-sheet-queries.ts';
import { sheetSubject, writeTestResult } from './save-test-result.ts';

export const storeTestResult = defineRoute({
  endpoint: storeTestResultEndpoint,
  access: anyRole(...TESTERS),
  async handler({ body, db, actor, reply }) {
    const { dataSheetId, ...fields } = body;
    await db.transaction().execute(async (trx) => {
      let subject: Awaited<ReturnType<typeof sheetSubject>>;
      await postOnce(
        trx,
        {
          kind: 'tsd-data-sheet',
          id: dataSheetId,
          alreadyPosted: async () => {
            subject = await sheetSubject(trx, dataSheetId);
            if (!subject) throw fieldError('dataSheetId', DATA_SHEET_NOT_FOUND);
            return subject.results_at !== null;
          },
          message: RESULTS_ALREADY_STORED,
        },
        async () => {
          if (!subject) throw fieldError('dataSheetId', DATA_SHEET_NOT_FOUND);
          const result = await writeTestResult(trx, subject, fields);
          await recordAudit(trx, actor, {
            entityType: 'tsd-data-sheet',
            entityId: dataSheetId,
            action: 'results-stored',
            newValues: { ...fields, result },
          });
        },
      );
    });
    reply.code(201);
    return loadDataSheet(db, dataSheetId);
  },
});
