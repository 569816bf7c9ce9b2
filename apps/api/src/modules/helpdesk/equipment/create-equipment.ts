import { createEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/create-equipment';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { IT_PERSONNEL } from '../access.ts';
import { equipmentDetail } from './equipment-queries.ts';
import { DUPLICATE_EQUIPMENT, storedEquipment } from './save-equipment.ts';

export const createEquipment = defineRoute({
  endpoint: createEquipmentEndpoint,
  access: IT_PERSONNEL,
  async handler({ body, db, actor, reply }) {
    const id = await db.transaction().execute(async (trx) => {
      const e = await trx
        .insertInto('it_equipment')
        .values({ ...storedEquipment(body), status: 'Spare' })
        .returning('id')
        .executeTakeFirstOrThrow()
        .catch(duplicateToConflict(DUPLICATE_EQUIPMENT));
      await recordAudit(trx, actor, {
        entityType: 'it-equipment',
        entityId: e.id,
        action: 'created',
        newValues: storedEquipment(body),
      });
      return e.id;
    });
    reply.code(201);
    return equipmentDetail(db, id);
  },
});
