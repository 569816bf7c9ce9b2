// Accountability passes to an employee from a date: the current owner's line ends the day before
// (one current owner per equipment, a partial unique index), the history is kept.
import { EQUIPMENT_MESSAGES } from '@ilaw/contracts/helpdesk/equipment/equipment';
import { transferEquipmentEndpoint } from '@ilaw/contracts/helpdesk/equipment/transfer-equipment';
import { recordAudit } from '../../../platform/audit/audit-trail.ts';
import { defineRoute } from '../../../platform/http/define-route.ts';
import { conflict, fieldError, notFound } from '../../../platform/http/errors.ts';
import { lockSubject } from '../../../platform/posting/subject-lock.ts';
import { IT_PERSONNEL } from '../access.ts';
import { equipmentDetail } from './equipment-queries.ts';
import { EQUIPMENT_LOCK } from './save-equipment.ts';

const dayBefore = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

export const transferEquipment = defineRoute({
  endpoint: transferEquipmentEndpoint,
  access: IT_PERSONNEL,
  async handler({ params, body, db, actor, user }) {
    await db.transaction().execute(async (trx) => {
      await lockSubject(trx, EQUIPMENT_LOCK, params.id);
      const q = await trx.selectFrom('it_equipment').selectAll().where('id', '=', params.id).executeTakeFirst();
      if (!q) throw notFound(EQUIPMENT_MESSAGES.notFound);
      if (q.status === 'Disposed') throw conflict(EQUIPMENT_MESSAGES.disposed);
      const e = await trx.selectFrom('employees').select('id').where('id', '=', body.employeeId).executeTakeFirst();
      if (!e) throw fieldError('employeeId', EQUIPMENT_MESSAGES.employeeNotFound);
      const current = await trx
        .selectFrom('it_equipment_owners')
        .selectAll()
        .where('equipment_id', '=', params.id)
        .where('to_date', 'is', null)
        .executeTakeFirst();
      if (current && current.from_date >= body.fromDate) throw fieldError('fromDate', EQUIPMENT_MESSAGES.backwards);
      if (current) {
        await trx
          .updateTable('it_equipment_owners')
          .set({ to_date: dayBefore(body.fromDate) })
          .where('id', '=', current.id)
          .execute();
      }
      await trx
        .insertInto('it_equipment_owners')
        .values({
          equipment_id: params.id,
          employee_id: body.employeeId,
          from_date: body.fromDate,
          remarks: body.remarks,
          assigned_by: user.id,
        })
        .execute();
      await trx
        .updateTable('it_equipment')
        .set({ accountable_employee_id: body.employeeId, status: 'InUse', updated_at: new Date() })
        .where('id', '=', params.id)
        .execute();
      await recordAudit(trx, actor, {
        entityType: 'it-equipment',
        entityId: params.id,
        action: 'transferred',
        oldValues: { accountableEmployeeId: q.accountable_employee_id },
        newValues: { accountableEmployeeId: body.employeeId, fromDate: body.fromDate, remarks: body.remarks },
      });
    });
    return equipmentDetail(db, params.id);
  },
});
