import { updateServiceRequestTypeEndpoint } from '@ilaw/contracts/msd/service-request-types/update-service-request-type';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { anyRole } from '../../../platform/http/access.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { TYPE_ADMINS } from '../access.ts';
import { checkTypeFields, typeColumns } from './save-service-request-type.ts';
import { loadType, typeCodeTaken } from './type-queries.ts';

export const updateServiceRequestType = defineRoute({
  endpoint: updateServiceRequestTypeEndpoint,
  access: anyRole(...TYPE_ADMINS),
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      const before = await loadType(trx, params.id);
      await checkTypeFields(trx, body, params.id);
      await trx
        .updateTable('msd_service_request_types')
        .set({ ...typeColumns(body), updated_at: new Date() })
        .where('id', '=', params.id)
        .execute()
        .catch(typeCodeTaken);
      const changes = diff(before, { ...before, ...body });
      await recordAudit(trx, actor, {
        entityType: 'msd-service-request-type',
        entityId: params.id,
        action: 'updated',
        ...changes,
      });
    });
    return loadType(db, params.id);
  },
});
