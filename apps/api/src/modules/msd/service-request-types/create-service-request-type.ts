import { createServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/create-service-request-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TYPE_ADMINS } from '../access.ts';
import { checkTypeFields, typeColumns } from './save-service-request-type.ts';
import { loadType, typeCodeTaken } from './type-queries.ts';

export const createServiceRequestType = defineRoute({
  endpoint: createServiceRequestTypeEndpoint,
  access: anyRole(...TYPE_ADMINS),
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      await checkTypeFields(trx, body, null);
      const row = await trx
        .insertInto('msd_service_request_types')
        .values(typeColumns(body))
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(typeCodeTaken);
      await recordAudit(trx, actor, {
        entityType: 'msd-service-request-type',
        entityId: row.id,
        action: 'created',
        newValues: body,
      });
      return row.id;
    });
    reply.code(201);
    return loadType(db, id);
  },
});
