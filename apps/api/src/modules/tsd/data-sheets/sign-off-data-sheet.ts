// A data sheet with its results goes to the approval engine for its signatures (decision 081);
// the tester who sends it never signs it (own request).
import { DATA_SHEET_DOCUMENT, DATA_SHEET_NOT_FOUND, NO_RESULTS } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { signOffDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/sign-off-data-sheet';
import { approvalDetail, submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TESTERS } from '../access.ts';
import { assertNotSigned } from './sheet-sign-off.ts';

export const signOffDataSheet = defineRoute({
  endpoint: signOffDataSheetEndpoint,
  access: anyRole(...TESTERS),
  async handler({ params, db, actor, user, reply }) {
    const requestId = await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-data-sheet', params.id);
      const sheet = await trx
        .selectFrom('tsd_data_sheets as d')
        .innerJoin('tsd_transformers as t', 't.id', 'd.transformer_id')
        .select(['d.id', 'd.sheet_no', 'd.result', 'd.results_at', 'd.test_date', 't.serial_no'])
        .where('d.id', '=', params.id)
        .executeTakeFirst();
      if (!sheet) throw notFound(DATA_SHEET_NOT_FOUND);
      if (sheet.results_at === null || sheet.result === null) throw conflict(NO_RESULTS);
      await assertNotSigned(trx, params.id);
      const { id } = await submitForApproval(trx, actor, {
        documentType: DATA_SHEET_DOCUMENT,
        documentId: params.id,
        summary: `Data sheet ${sheet.sheet_no}, transformer ${sheet.serial_no}, tested ${sheet.test_date}: ${sheet.result}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'tsd-data-sheet',
        entityId: params.id,
        action: 'sent-for-signing',
        newValues: { requestId: id },
      });
      return id;
    });
    reply.code(201);
    return approvalDetail(db, user, requestId);
  },
});
