import { EQUIPMENT_MESSAGES } from '@ilaw/contracts/helpdesk/equipment/equipment';
import { updateEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/update-equipment';
import { diff, recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { duplicateToConflict } from '../../../platform/posting/database-conflicts.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { IT_PERSONNEL } from '../access.ts';
import { equipmentDetail } from './equipment-queries.ts';
import { DUPLICATE_EQUIPMENT, EQUIPMENT_LOCK, storedEquipment } from './save-equipment.ts';

export const updateEquipment = defineRoute({
  endpoint: updateEquipmentEndpoint,
  access: IT_PERSONNEL,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, EQUIPMENT_LOCK, params.id);
      const before = await trx.selectFrom('it_equipment').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!before) throw notFound(EQUIPMENT_MESSAGES.notFound);
      if (before.status === 'Disposed') throw conflict(EQUIPMENT_MESSAGES.disposed);
      const after = storedEquipment(body);
      await trx
        .updateTable('it_equipment')
        .set({ ...after, updated_at: new Date() })
        .where('id', '=', params.id)
        .execute()
        .catch(duplicateToConflict(DUPLICATE_EQUIPMENT));
      const { oldValues, newValues } = diff(before, after);
      await recordAudit(trx, actor, {
        entityType: 'it-equipment',
        entityId: params.id,
        action: 'updated',
        oldValues,
        newValues,
      });
    });
    return equipmentDetail(db, params.id);
  },
});
