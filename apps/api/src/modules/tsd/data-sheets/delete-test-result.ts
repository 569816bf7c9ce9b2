import { DATA_SHEET_NOT_FOUND, NO_RESULTS } from '@ilaw/contracts/tsd/data-sheets/data-sheet';
import { deleteTestResultEndpoint } from '@ilaw/contracts/tsd/data-sheets/delete-test-result';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { TESTERS } from '../access.ts';
import { assertNotSigned } from './sheet-sign-off.ts';
import { loadDataSheet } from './data-sheet-queries.ts';
import { sheetSubject } from './save-test-result.ts';

export const deleteTestResult = defineRoute({
  endpoint: deleteTestResultEndpoint,
  access: anyRole(...TESTERS),
  async handler({ params, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-data-sheet', params.id);
      await assertNotSigned(trx, params.id);
      const subject = await sheetSubject(trx, params.id);
      if (!subject) throw notFound(DATA_SHEET_NOT_FOUND);
      if (subject.results_at === null) throw conflict(NO_RESULTS);
      const before = await loadDataSheet(trx, params.id);
      await trx.deleteFrom('tsd_turns_ratio_readings').where('data_sheet_id', '=', params.id).execute();
      await trx
        .updateTable('tsd_data_sheets')
        .set({
          measured_polarity: null,
          expected_polarity: null,
          polarity_result: null,
          ir_test_voltage: null,
          ir_temp_c: null,
          ir_hv_lv: null,
          ir_hv_g: null,
          ir_lv_g: null,
          ir_hv_lv_10min: null,
          ir_hv_g_10min: null,
          ir_lv_g_10min: null,
          ir_result: null,
          hv_winding_ohms: null,
          lv_winding_ohms: null,
          no_load_loss_w: null,
          load_loss_w: null,
          oil_dielectric_kv: null,
          turns_ratio_result: null,
          result: null,
          results_at: null,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'tsd-data-sheet',
        entityId: params.id,
        action: 'results-deleted',
        oldValues: { result: before.result, turnsRatio: before.turnsRatio },
      });
    });
    return loadDataSheet(db, params.id);
  },
});
