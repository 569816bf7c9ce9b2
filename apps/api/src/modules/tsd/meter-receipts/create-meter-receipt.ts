import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { ACCOUNT_REQUIRED } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import { MeterReceiptReason } from '@ilaw/contracts/tsd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { LOT_FULL, LOT_KIND_MISMATCH, LOT_NOT_FOUND } from '@ilaw/contracts/tsd/meter-lots/meter-lot';
import { formatDocumentNumber, nextDocumentNumber } from '../../../platform/numbering/document-numbers.ts';
import { manilaToday } from '../../../platform/time/manila.ts';
import { METER_RECEIVERS } from '../access.ts';
import { loadReceipt } from './meter-receipt-queries.ts';

export const createMeterReceipt = defineRoute({
  endpoint: createMeterReceiptEndpoint,
  access: anyRole(...METER_RECEIVERS),
  async handler({ body, db, actor, user, reply }) {
    if (body.receivedOn > manilaToday()) throw fieldError('receivedOn', 'The date received cannot be in the future.');
    if (body.reason !== MeterReceiptReason.New && body.accountNo === null)
      throw fieldError('accountNo', ACCOUNT_REQUIRED);
    const id = await db.transaction().execute(async (trx) => {
      const lotId = body.lotId ?? null;
      if (lotId !== null) {
        // The lot's lock: of two meters sampled at once into its last place, one gets it.
        await lockSubject(trx, 'tsd-meter-lot', lotId);
        const lot = await trx
          .selectFrom('tsd_meter_lots')
          .select(['kind', 'sample_size'])
          .where('id', '=', lotId)
          .executeTakeFirst();
        if (!lot) throw fieldError('lotId', LOT_NOT_FOUND);
        const fits =
          lot.kind === 'Acceptance'
            ? body.reason === MeterReceiptReason.New
            : body.reason === MeterReceiptReason.InServiceSample;
        if (!fits) throw fieldError('lotId', LOT_KIND_MISMATCH);
        const taken = await trx
          .selectFrom('tsd_meter_receipts')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('lot_id', '=', lotId)
          .executeTakeFirstOrThrow();
        if (Number(taken.n) >= lot.sample_size) throw conflict(LOT_FULL, 'lotId');
      }
      const year = body.receivedOn.slice(0, 4);
      const receiptNo = formatDocumentNumber('MR', year, await nextDocumentNumber(trx, 'tsd.meter-receipt', year));
      const row = await trx
        .insertInto('tsd_meter_receipts')
        .values({
          receipt_no: receiptNo,
          serial_no: body.serialNo,
          brand: body.brand,
          meter_class: body.meterClass,
          meter_type: body.meterType,
          shape: body.shape,
          reason: body.reason,
          received_on: body.receivedOn,
          account_no: body.accountNo,
          last_reading: body.lastReading,
          remarks: body.remarks,
          lot_id: lotId,
          created_by: user.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await recordAudit(trx, actor, {
        entityType: 'tsd-meter',
        entityId: row.id,
        action: 'received',
        newValues: { receiptNo, ...body },
      });
      return row.id;
    });
    reply.code(201);
    return loadReceipt(db, id);
  },
});
