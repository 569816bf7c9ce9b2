import { createMeterReceiptEndpoint } from '@ilaw/contracts/tsd/meter-receipts/create-meter-receipt';
import { ACCOUNT_REQUIRED } from '@ilaw/contracts/tsd/meter-receipts/meter-receipt';
import { MeterReceiptReason } from '@ilaw/contracts/tsd/enums';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { fieldError } from '../../../platform/http/errors.ts';
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
