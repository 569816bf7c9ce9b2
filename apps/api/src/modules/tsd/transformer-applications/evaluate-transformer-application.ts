// The evaluation (testing) at TSD: the registered unit, its passed data sheet, and the fees priced
// from the list in force on the evaluation date; then the application goes to the approval engine,
// whose rules keep the evaluator from approving it.
import { TRANSFORMER_NOT_FOUND } from '@ilaw/contracts/tsd/transformers/transformer';
import { evaluateTransformerApplicationEndpoint } from '@ilaw/contracts/tsd/transformer-applications/evaluate-transformer-application';
import {
  NO_PRICE,
  SHEET_NOT_PASSED,
  SHEET_OF_OTHER_UNIT,
  TRANSFORMER_APPLICATION_DOCUMENT,
  UNIT_IN_OTHER_APPLICATION,
  UNIT_MOUNTED,
} from '@ilaw/contracts/tsd/transformer-applications/transformer-application';
import { TRANSFORMER_APPLICATION_TYPE_LABELS, type FeeItem } from '@ilaw/contracts/tsd/enums';
import { formatPeso } from '@ilaw/contracts/format';
import { submitForApproval } from '../../../platform/approvals/engine.ts';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, validationFailed } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { APPLICATION_EVALUATORS } from '../access.ts';
import { priceFees } from '../compute/fees.ts';
import { applicationAt, loadApplication } from './application-queries.ts';
import { pricesInForce } from './fee-prices.ts';

export const evaluateTransformerApplication = defineRoute({
  endpoint: evaluateTransformerApplicationEndpoint,
  access: anyRole(...APPLICATION_EVALUATORS),
  async handler({ params, body, db, actor, user }) {
    if (body.evaluatedOn > manilaToday()) throw fieldError('evaluatedOn', 'The date cannot be in the future.');
    const items = body.fees.map((f) => f.item as FeeItem);
    const twice = items.findIndex((item, i) => items.indexOf(item) !== i);
    if (twice >= 0) throw fieldError(`fees.${twice}.item`, 'This item is listed twice.');
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, 'tsd-transformer-application', params.id);
      const a = await applicationAt(trx, params.id, ['ForEvaluation']);
      if (a.inspected_on !== null && body.evaluatedOn < a.inspected_on)
        throw fieldError('evaluatedOn', 'The evaluation cannot be before the inspection.');
      // The unit's lock: one open application per transformer.
      await lockSubject(trx, 'tsd-transformer', body.transformerId);
      const unit = await trx
        .selectFrom('tsd_transformers')
        .select(['id', 'serial_no', 'mounting'])
        .where('id', '=', body.transformerId)
        .executeTakeFirst();
      if (!unit) throw fieldError('transformerId', TRANSFORMER_NOT_FOUND);
      if (unit.mounting === 'Mounted') throw conflict(UNIT_MOUNTED, 'transformerId');
      const busy = await trx
        .selectFrom('tsd_transformer_applications')
        .select('id')
        .where('transformer_id', '=', unit.id)
        .where('id', '<>', params.id)
        .where('stage', 'in', ['ForEvaluation', 'ForApproval', 'ForPayment'])
        .executeTakeFirst();
      if (busy) throw conflict(UNIT_IN_OTHER_APPLICATION, 'transformerId');
      const sheet = await trx
        .selectFrom('tsd_data_sheets')
        .select(['id', 'transformer_id', 'result', 'sheet_no'])
        .where('id', '=', body.dataSheetId)
        .executeTakeFirst();
      if (!sheet) throw fieldError('dataSheetId', 'The data sheet was not found.');
      if (sheet.transformer_id !== unit.id) throw fieldError('dataSheetId', SHEET_OF_OTHER_UNIT);
      if (sheet.result !== 'Passed') throw conflict(SHEET_NOT_PASSED, 'dataSheetId');
      const priced = priceFees(
        body.fees.map((f) => ({ item: f.item as FeeItem, quantity: f.quantity })),
        await pricesInForce(trx, body.evaluatedOn),
      );
      if (priced.missing.length > 0)
        throw validationFailed(Object.fromEntries(priced.missing.map((i) => [`fees.${i}.item`, [NO_PRICE]])));
      await trx.deleteFrom('tsd_transformer_application_fees').where('application_id', '=', params.id).execute();
      await trx
        .insertInto('tsd_transformer_application_fees')
        .values(
          priced.lines.map((l) => ({
            application_id: params.id,
            item: l.item,
            quantity: l.quantity,
            unit_price: l.unitPrice,
            amount: l.amount,
            evat: l.evat,
          })),
        )
        .execute();
      await trx
        .updateTable('tsd_transformer_applications')
        .set({
          transformer_id: unit.id,
          data_sheet_id: sheet.id,
          evaluated_on: body.evaluatedOn,
          evaluated_by: user.id,
          evaluation_remarks: body.remarks,
          stage: 'ForApproval',
          status: 'Assigned',
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await submitForApproval(trx, actor, {
        documentType: TRANSFORMER_APPLICATION_DOCUMENT,
        documentId: params.id,
        summary: `Transformer application ${a.application_no}, ${TRANSFORMER_APPLICATION_TYPE_LABELS[a.application_type]}, ${a.applicant_name}, ${unit.serial_no} (${sheet.sheet_no} passed), fees ${formatPeso(priced.total)}`,
      });
      await recordAudit(trx, actor, {
        entityType: 'tsd-transformer-application',
        entityId: params.id,
        action: 'evaluated',
        newValues: { ...body, fees: priced.lines, total: priced.total },
      });
    });
    return loadApplication(db, user, params.id);
  },
});
