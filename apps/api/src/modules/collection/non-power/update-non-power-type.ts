import { updateNonPowerTypeEndpoint } from '@ilaw/contracts/collection/non-power/update-non-power-type';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { notFound } from '../../../platform/http/errors.ts';
import { NON_POWER_WRITERS } from '../access.ts';
import { listTypes, typeCodeTaken } from './non-power-queries.ts';
import { typeValues } from './save-non-power-type.ts';

export const updateNonPowerType = defineRoute({
  endpoint: updateNonPowerTypeEndpoint,
  access: NON_POWER_WRITERS,
  async handler({ params, body, db, actor }) {
    await db
      .transaction()
      .execute(async (trx) => {
        const r = await trx
          .updateTable('collection_non_power_types')
          .set({ ...typeValues(body), updated_at: new Date() })
          .where('id', '=', params.id)
          .executeTakeFirst();
        if (Number(r.numUpdatedRows) === 0) throw notFound('The non-power bill type was not found.');
        await recordAudit(trx, actor, {
          entityType: 'collection-non-power-type',
          entityId: params.id,
          action: 'updated',
          newValues: { ...body },
        });
      })
      .catch(typeCodeTaken);
    const [type] = await listTypes(db, params.id);
    if (!type) throw notFound('The non-power bill type was not found.');
    return type;
  },
});
