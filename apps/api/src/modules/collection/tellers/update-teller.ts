import { updateTellerEndpoint } from '@ilaw/contracts/collection/tellers/update-teller';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { TELLER_ADMIN } from '../access.ts';
import { auditedTeller, checkTellerUser, tellerUserTaken } from './save-teller.ts';
import { loadTeller } from './teller-queries.ts';

export const updateTeller = defineRoute({
  endpoint: updateTellerEndpoint,
  access: TELLER_ADMIN,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const old = await trx
          .selectFrom('collection_tellers')
          .selectAll()
          .where('id', '=', params.id)
          .forUpdate()
          .executeTakeFirst();
        // A payment channel's teller has no portal user and is not edited here.
        if (!old || old.user_id === null) throw notFound('The teller was not found.');
        if (old.user_id !== body.userId) await checkTellerUser(trx, body.userId);
        await trx
          .updateTable('collection_tellers')
          .set({
            user_id: body.userId,
            name: body.name,
            branch_code: body.branchCode,
            collection_office: body.collectionOffice,
            is_active: body.isActive ?? old.is_active,
            updated_at: new Date(),
          })
          .where('id', '=', params.id)
          .execute();
        const before = auditedTeller({
          userId: old.user_id,
          name: old.name,
          branchCode: old.branch_code,
          collectionOffice: old.collection_office,
          isActive: old.is_active,
        });
        const after = auditedTeller({ ...body, isActive: body.isActive ?? old.is_active });
        const changes = diff(before, after);
        if (Object.keys(changes.newValues).length > 0)
          await recordAudit(trx, actor, {
            entityType: 'collection-teller',
            entityId: params.id,
            action: 'updated',
            ...changes,
          });
      })
      .catch(tellerUserTaken);
    return loadTeller(db, params.id);
  },
});
