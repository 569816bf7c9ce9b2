// The employee signs on screen (the custodian's screen, or their own when linked to the employee);
// the signature is kept with the receipt, once.
import { signMemorandumReceiptEndpoint } from '@ilaw/contracts/warehouse/memorandum-receipts/sign-memorandum-receipt';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { SIGNED_IN } from '../../../platform/http/access.ts';
import { hasRole } from '../../../platform/http/context.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, forbidden } from '../../../platform/http/errors.ts';
import { MEMORANDUM_KEEPERS } from '../access.ts';
import { loadMemorandum, lockMemorandum } from './memorandum-queries.ts';

export const signMemorandumReceipt = defineRoute({
  endpoint: signMemorandumReceiptEndpoint,
  // A custodian, or the employee the receipt names (checked below).
  access: SIGNED_IN,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      const r = await lockMemorandum(trx, params.id);
      if (!hasRole(user, ...MEMORANDUM_KEEPERS)) {
        const own = await trx
          .selectFrom('employees')
          .select('id')
          .where('id', '=', r.employee_id)
          .where('user_id', '=', user.id)
          .executeTakeFirst();
        if (!own) throw forbidden();
      }
      if (r.signature !== null) throw conflict('This memorandum receipt has already been signed.');
      await trx
        .updateTable('wh_memorandum_receipts')
        .set({ signed_by_name: body.signedByName, signature: body.signature, signed_at: new Date() })
        .where('id', '=', r.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'warehouse-memorandum',
        entityId: r.id,
        action: 'signed',
        newValues: { signedByName: body.signedByName },
      });
    });
    return loadMemorandum(db, params.id);
  },
});
