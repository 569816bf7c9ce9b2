import { DATA_SHEET_NOT_FOUND, NO_RESULTS } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { updateTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/update-test-result';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TESTERS } from '../access.ts';
import { assertNotSigned } from './sheet-sign-off.ts';
import { loadDataSheet } from './data-sheet-queries.ts';
import { sheetSubject, writeTestResult } from './save-test-result.ts';

export const updateTestResult = defineRoute({
  endpoint: updateTestResultEndpoint,
  access: anyRole(...TESTERS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-data-sheet', params.id);
      await assertNotSigned(trx, params.id);
      const subject = await sheetSubject(trx, params.id);
      if (!subject) throw notFound(DATA_SHEET_NOT_FOUND);
      if (subject.results_at === null) throw conflict(NO_RESULTS);
      const before = await loadDataSheet(trx, params.id);
      const result = await writeTestResult(trx, subject, body);
      await recordAudit(trx, actor, {
        entityType: 'tsd-data-sheet',
        entityId: params.id,
        action: 'results-updated',
        oldValues: { result: before.result, turnsRatio: before.turnsRatio },
        newValues: { ...body, result },
      });
    });
    return loadDataSheet(db, params.id);
  },
});
