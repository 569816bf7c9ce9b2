import { createTellerEndpoint } from '@ilaw/contracts/collection/tellers/create-teller';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TELLER_ADMIN } from '../access.ts';
import { auditedTeller, checkTellerUser, tellerUserTaken } from './save-teller.ts';
import { loadTeller } from './teller-queries.ts';

export const createTeller = defineRoute({
  endpoint: createTellerEndpoint,
  access: TELLER_ADMIN,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        await checkTellerUser(trx, body.userId);
        const row = await trx
          .insertInto('collection_tellers')
          .values({
            user_id: body.userId,
            name: body.name,
            branch_code: body.branchCode,
            collection_office: body.collectionOffice,
            is_active: body.isActive ?? true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'collection-teller',
          entityId: row.id,
          action: 'created',
          newValues: auditedTeller(body),
        });
        return row.id;
      })
      .catch(tellerUserTaken);
    reply.code(201);
    return loadTeller(db, id);
  },
});
