import { returnMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/return-memorandum-receipt';
import { MEMORANDUM_ENDED, MemorandumStatus } from '@ilaw/contracts/warehouse/memorandum-receipts/memorandum-receipt';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError } from '../../../platform/http/errors.ts';
import { MEMORANDUM_KEEPERS } from '../access.ts';
import { loadMemorandum, lockMemorandum } from './memorandum-queries.ts';

export const returnMemorandumReceipt = defineRoute({
  endpoint: returnMemorandumReceiptEndpoint,
  access: anyRole(...MEMORANDUM_KEEPERS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const r = await lockMemorandum(trx, params.id);
      if (r.status !== MemorandumStatus.Active) throw conflict(MEMORANDUM_ENDED);
      if (body.returnedOn < r.issued_on)
        throw fieldError('returnedOn', 'The return cannot be before the receipt was issued.');
      await trx
        .updateTable('wh_memorandum_receipts')
        .set({ status: MemorandumStatus.Returned, ended_on: body.returnedOn })
        .where('id', '=', r.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-memorandum',
        entityId: r.id,
        action: 'returned',
        newValues: { returnedOn: body.returnedOn, remarks: body.remarks },
      });
    });
    return loadMemorandum(db, params.id);
  },
});
