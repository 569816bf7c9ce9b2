// Disposed equipment stays on file with its date and reason; its accountability ends then.
import { EQUIPMENT_MESSAGES } from '@ilaw/contracts/helpdesk/equipment/equipment';
import { disposeEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/dispose-equipment';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { IT_PERSONNEL } from '../access.ts';
import { equipmentDetail } from './equipment-queries.ts';
import { EQUIPMENT_LOCK } from './save-equipment.ts';

export const disposeEquipment = defineRoute({
  endpoint: disposeEquipmentEndpoint,
  access: IT_PERSONNEL,
  async handler({ params, body, db, actor }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, EQUIPMENT_LOCK, params.id);
      const q = await trx.selectFrom('it_equipment').select('status').where('id', '=', params.id).executeTakeFirst();
      if (!q) throw notFound(EQUIPMENT_MESSAGES.notFound);
      if (q.status === 'Disposed') throw conflict(EQUIPMENT_MESSAGES.disposed);
      await trx
        .updateTable('it_equipment_owners')
        .set({ to_date: body.disposedAt })
        .where('equipment_id', '=', params.id)
        .where('to_date', 'is', null)
        .execute();
      await trx
        .updateTable('it_equipment')
        .set({
          status: 'Disposed',
          disposed_at: body.disposedAt,
          disposal_reason: body.reason,
          accountable_employee_id: null,
          updated_at: new Date(),
        })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'it-equipment',
        entityId: params.id,
        action: 'disposed',
        oldValues: { status: q.status },
        newValues: { status: 'Disposed', ...body },
      });
    });
    return equipmentDetail(db, params.id);
  },
});
