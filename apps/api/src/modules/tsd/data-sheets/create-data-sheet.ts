import { createDataSheetEndpoint } from '@ilaw/contracts/tsd/data-sheets/create-data-sheet';
import { TRANSFORMER_NOT_FOUND } from '@ilaw/contracts/tsd/transformers/transformer';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { TESTERS } from '../access.ts';
import { loadDataSheet } from './data-sheet-queries.ts';

export const createDataSheet = defineRoute({
  endpoint: createDataSheetEndpoint,
  access: anyRole(...TESTERS),
  async handler({ body, db, actor, user, reply }) {
    if (body.testDate > manilaToday()) throw fieldError('testDate', 'The test date cannot be in the future.');
    if (body.instrumentCalibratedOn !== null && body.instrumentCalibratedOn > body.testDate)
      throw fieldError('instrumentCalibratedOn', 'The instrument was calibrated after the test date.');
    const id = await db.transaction().execute(async (trx) => {
      const t = await trx
        .selectFrom('tsd_transformers')
        .select('id')
        .where('id', '=', body.transformerId)
        .executeTakeFirst();
      if (!t) throw fieldError('transformerId', TRANSFORMER_NOT_FOUND);
      const year = body.testDate.slice(0, 4);
      const sheetNo = formatDocumentNumber('DS', year, await nextDocumentNumber(trx, 'tsd.data-sheet', year));
      const row = await trx
        .insertInto('tsd_data_sheets')
        .values({
          sheet_no: sheetNo,
          transformer_id: body.transformerId,
          test_date: body.testDate,
          purpose: body.purpose,
          tester_name: body.testerName,
          witness_name: body.witnessName,
          checked_by_name: body.checkedByName,
          noted_by_name: body.notedByName,
          instrument: body.instrument,
          instrument_serial: body.instrumentSerial,
          instrument_calibrated_on: body.instrumentCalibratedOn,
          ambient_temp_c: body.ambientTempC,
          remarks: body.remarks,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'tsd-data-sheet',
        entityId: row.id,
        action: 'created',
        newValues: { sheetNo, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadDataSheet(db, id);
  },
});
