import { createNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/create-non-power-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { NON_POWER_WRITERS } from '../access.ts';
import { listTypes, typeCodeTaken } from './non-power-queries.ts';
import { typeValues } from './save-non-power-type.ts';

export const createNonPowerType = defineRoute({
  endpoint: createNonPowerTypeEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ body, db, actor, reply }) {
    const id = await db
      .transaction()
      .execute(async (trx) => {
        const row = await trx
          .insertInto('collection_non_power_types')
          .values(typeValues(body))
          .returning('id')
          .executeTakeFirstOrThrow();
        await recordAudit(trx, actor, {
          entityType: 'collection-non-power-type',
          entityId: row.id,
          action: 'created',
          newValues: { ...body },
        });
        return row.id;
      })
      .catch(typeCodeTaken);
    reply.code(201);
    const [type] = await listTypes(db, id);
    if (!type) throw new Error('created type vanished');
    return type;
  },
});
